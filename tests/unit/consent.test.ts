/** @jest-environment jest-fixed-jsdom */
import { loadConsentScript } from '../../src/app/consent';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the consent-management script', () => {
  it("loads the site's script for the stage the page names", () => {
    const script = loadConsentScript('CH_FR', 'LIVE');
    expect(script?.src).toBe('https://consent.example.com/delivery/live-ch.js');
    expect(script?.async).toBe(true);
    expect(document.head.contains(script!)).toBe(true);
  });

  it.each([undefined, '', 'PROD', 'live'])('loads nothing for the stage %p (dev server, preview, tests)', (stage) => {
    expect(loadConsentScript('DE', stage)).toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
