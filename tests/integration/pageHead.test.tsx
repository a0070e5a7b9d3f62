import { waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { loadMessages } from '../../src/app/i18n/loadMessages';
import { renderPage, type RenderRequest } from '../../src/app/server/renderPage';
import { startShop } from '../../src/app/startShop';
import { sites } from '../../src/config/sites';

/**
 * What search engines read in a page's head (issue 38): the page type's description in the site's
 * language, the canonical address on the site's own domain, and the hreflang alternates of the nine
 * sites and x-default; in the server's HTML, and kept right when the shop navigates in the browser.
 */
// React's Node renderer schedules with setImmediate, which Node has and jsdom's window lacks.
globalThis.setImmediate ??= nodeSetImmediate;
// The browser's start-up yields by messages to itself (src/lib/nextTask.ts): jsdom has no MessageChannel.
globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel;

const template = readFileSync(path.join(__dirname, '../../src/app/index.html'), 'utf8');

const serverPage = (path: string, search: string, overrides: Partial<RenderRequest> = {}) =>
  renderPage(template, {
    path,
    search,
    userAgent: navigator.userAgent,
    cookie: '',
    origin: 'http://localhost',
    ...overrides,
  });

/** What a search engine reads in a head: the description, the canonical address, the alternates by language. */
function seoOf(head: ParentNode) {
  return {
    descriptions: [...head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
    canonicals: [...head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    alternates: [...head.querySelectorAll('link[rel="alternate"]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
  };
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The ten alternates of a page whose path is the same in every site. */
const samePathEverywhere = (pathAndQuery: string) => [
  `de-DE https://www.hunter.example.de${pathAndQuery}`,
  `de-AT https://www.hunter.example.at${pathAndQuery}`,
  `de-CH https://www.hunter.example.ch${pathAndQuery}`,
  `fr-CH https://fr.hunter.example.ch${pathAndQuery}`,
  `cs-CZ https://www.hunter.example.cz${pathAndQuery}`,
  `hu-HU https://www.hunter.example.hu${pathAndQuery}`,
  `pl-PL https://www.hunter.example.pl${pathAndQuery}`,
  `sk-SK https://www.hunter.example.sk${pathAndQuery}`,
  `tr-TR https://www.hunter.example.com.tr${pathAndQuery}`,
  `x-default https://www.hunter.example.de${pathAndQuery}`,
];

afterEach(() => {
  document.body.innerHTML = '';
  document.head.replaceChildren();
});

describe('the head of the server’s HTML', () => {
  it('has the home page’s description in the site’s language, its canonical address and the ten alternates', async () => {
    const page = parse(await serverPage('/', '?site=TR'));
    expect(seoOf(page.head)).toEqual({
      descriptions: [
        'Kahve, ev ve moda online: taze kavrulmuş kahve, mutfak ve ev için pratik yardımcılar, giyim ve her hafta yeni bir tema dünyası.',
      ],
      canonicals: ['https://www.hunter.example.com.tr/'],
      alternates: samePathEverywhere('/'),
    });
    // None is left in the body, where a search engine does not take them for the page's.
    expect(seoOf(page.body)).toEqual({ descriptions: [], canonicals: [], alternates: [] });
  });

  it.each([
    ['DE', 'Sicher bezahlen: Lieferadresse, Versand- und Zahlungsart wählen und Ihre Bestellung abschließen.'],
    // Swiss German writes ss for ß.
    ['CH', 'Sicher bezahlen: Lieferadresse, Versand- und Zahlungsart wählen und Ihre Bestellung abschliessen.'],
    [
      'CH_FR',
      'Paiement sécurisé\u00a0: choisissez l’adresse de livraison, le mode d’expédition et le moyen de paiement, puis finalisez votre commande.',
    ],
  ] as const)('%s: the checkout’s description is the site’s', async (site, description) => {
    const page = parse(await serverPage('/checkout', `?site=${site}`));
    expect(seoOf(page.head).descriptions).toEqual([description]);
    expect(seoOf(page.head).canonicals).toEqual([`${sites[site].origin}/checkout`]);
  });

  it('maps a page with per-country paths onto each site’s own path: the theme-world overview', async () => {
    const page = parse(await serverPage('/tematicke-svety', '?site=CZ'));
    expect(seoOf(page.head)).toEqual({
      descriptions: [
        'Všechny tematické světy na jednom místě: každý týden nové nápady pro kuchyň, domácnost, módu a\u00a0volný čas, online i\u00a0v\u00a0prodejnách.',
      ],
      canonicals: ['https://www.hunter.example.cz/tematicke-svety'],
      alternates: [
        'de-DE https://www.hunter.example.de/themenwelten',
        'de-AT https://www.hunter.example.at/themenwelten',
        'de-CH https://www.hunter.example.ch/themenwelten',
        'fr-CH https://fr.hunter.example.ch/mondes-thematiques',
        'cs-CZ https://www.hunter.example.cz/tematicke-svety',
        'hu-HU https://www.hunter.example.hu/temavilagok',
        'pl-PL https://www.hunter.example.pl/swiaty-tematyczne',
        'sk-SK https://www.hunter.example.sk/tematicke-svety',
        'tr-TR https://www.hunter.example.com.tr/tema-dunyalari',
        'x-default https://www.hunter.example.de/themenwelten',
      ],
    });
  });

  it('keeps of the query only what chooses the content: a search’s term, with the sites of its language', async () => {
    const page = parse(await serverPage('/search', '?query=%20kaffee%20&site=AT&utm_source=mail&mock=cart:empty'));
    expect(seoOf(page.head)).toEqual({
      descriptions: [
        'Suchen und finden Sie Kaffee, Haushaltswaren und Mode in unserem Onlineshop: alle passenden Artikel mit Preis auf einen Blick.',
      ],
      canonicals: ['https://www.hunter.example.at/search?query=kaffee'],
      alternates: [
        'de-DE https://www.hunter.example.de/search?query=kaffee',
        'de-AT https://www.hunter.example.at/search?query=kaffee',
        'de-CH https://www.hunter.example.ch/search?query=kaffee',
        'x-default https://www.hunter.example.de/search?query=kaffee',
      ],
    });
  });

  it('drops the double opt-in’s token from the newsletter page’s address', async () => {
    const page = parse(await serverPage('/subscribenewsletter', '?subscriberToken=abc&site=PL'));
    expect(seoOf(page.head).canonicals).toEqual(['https://www.hunter.example.pl/subscribenewsletter']);
    expect(seoOf(page.head).alternates).toEqual(samePathEverywhere('/subscribenewsletter'));
  });

  it('gives a page that does not exist no addresses and asks search engines not to list it', async () => {
    const page = parse(await serverPage('/no/such/page', '?site=DE'));
    expect(seoOf(page.head)).toEqual({ descriptions: [], canonicals: [], alternates: [] });
    // eslint-disable-next-line testing-library/no-node-access -- the head's tags, which nobody sees
    expect(page.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

describe('the head after a client-side navigation', () => {
  // The page starts as it does in a browser (startShop), not inside act().
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => (scope.IS_REACT_ACT_ENVIRONMENT = false));
  afterEach(() => (scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment));
  let stopShop: (() => void) | undefined;
  afterEach(() => {
    stopShop?.();
    stopShop = undefined;
    window.history.replaceState(null, '', '/');
  });

  it('is the new page’s: its description, canonical address and alternates replace the old page’s', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = parse(await serverPage('/', '?site=HU'));
    // eslint-disable-next-line testing-library/no-node-access -- the head's tags, which nobody sees
    document.head.append(...[...html.head.children].map((element) => document.importNode(element, true)));
    document.body.innerHTML = html.body.innerHTML;
    // eslint-disable-next-line testing-library/no-node-access -- the mount element the host page gives the shop
    stopShop = await startShop(document.getElementById('root')!, loadMessages(sites.HU.locale));
    // Hydration keeps the server's tags: one of each, no second set.
    // eslint-disable-next-line testing-library/no-node-access -- the mount element's start signal
    await waitFor(() => expect(document.getElementById('root')).toHaveAttribute('data-started'));
    expect(seoOf(document.head)).toEqual({
      descriptions: [
        'Kávé, háztartás és divat online: frissen pörkölt kávé, praktikus segítők a konyhába és az otthonba, ruházat és minden héten egy új témavilág.',
      ],
      canonicals: ['https://www.hunter.example.hu/'],
      alternates: samePathEverywhere('/'),
    });

    // The shop's links navigate as wouter's do: a history entry, no page load.
    window.history.pushState(null, '', '/temavilagok');

    await waitFor(() => expect(document.title).toBe('Témavilágok'));
    expect(seoOf(document.head)).toEqual({
      descriptions: [
        'Az összes témavilág egy helyen: minden héten új ötletek a konyhába, az otthonba, a divathoz és a szabadidőhöz, online és üzleteinkben.',
      ],
      canonicals: ['https://www.hunter.example.hu/temavilagok'],
      alternates: [
        'de-DE https://www.hunter.example.de/themenwelten',
        'de-AT https://www.hunter.example.at/themenwelten',
        'de-CH https://www.hunter.example.ch/themenwelten',
        'fr-CH https://fr.hunter.example.ch/mondes-thematiques',
        'cs-CZ https://www.hunter.example.cz/tematicke-svety',
        'hu-HU https://www.hunter.example.hu/temavilagok',
        'pl-PL https://www.hunter.example.pl/swiaty-tematyczne',
        'sk-SK https://www.hunter.example.sk/tematicke-svety',
        'tr-TR https://www.hunter.example.com.tr/tema-dunyalari',
        'x-default https://www.hunter.example.de/themenwelten',
      ],
    });

    window.history.pushState(null, '', '/search?query=k%C3%A1v%C3%A9');

    await waitFor(() =>
      expect(seoOf(document.head).canonicals).toEqual(['https://www.hunter.example.hu/search?query=k%C3%A1v%C3%A9']),
    );
    // Hungarian is spoken in one site: its search has that one alternate, and no x-default.
    expect(seoOf(document.head).alternates).toEqual([
      'hu-HU https://www.hunter.example.hu/search?query=k%C3%A1v%C3%A9',
    ]);
  });
});
