import { isCrawler } from '../../src/app/platform/platform';
import { agentClassOf, pageAudienceOf, representativeAgents } from '../../src/app/server/sharedPage';
import { mobileBrowserOf } from '../../src/features/appBanner/appBannerRules';

const agents = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  '',
];

it.each(agents)('puts %j in the class the render treats it as', (userAgent) => {
  const representative = representativeAgents[agentClassOf(userAgent)];
  // The representative's render is the visitor's: same crawler flag, same app banner browser.
  expect(isCrawler(representative)).toBe(isCrawler(userAgent));
  expect(isCrawler(userAgent) ? 'crawler' : mobileBrowserOf(representative)).toBe(
    isCrawler(userAgent) ? 'crawler' : mobileBrowserOf(userAgent),
  );
});

it('shares a page unless a cookie the render reads, or a staff cookie, comes with it', () => {
  const userAgent = agents[4]!;
  expect(pageAudienceOf({ userAgent, cookie: 'LoginToken=abc; cart=1' })).toEqual({
    shared: true,
    agentClass: 'other',
  });
  for (const cookie of ['appBannerClosed=1', 'xc-app=1', 'platform=SMARTPHONE', 'x=1; PreviewToken=t']) {
    expect(pageAudienceOf({ userAgent, cookie }).shared).toBe(false);
  }
  expect(pageAudienceOf({ userAgent, cookie: 'mock-scenarios=cart:slow' }, ['mock-scenarios']).shared).toBe(false);
});
