import { screen, within } from '@testing-library/react';
import { hostileFlag, hostileTexts } from '../../../mocks/data/hostileContent';
import { setScenario } from '../../../mocks/scenarios';
import { AppRoutes } from '../../../src/app/routes';
import { flyoutOf } from '../../support/navigation';
import { settleNetwork, settleReveal } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';
import { scrollToEnd } from '../../support/viewport';

/**
 * Issue 17, "Hostile content": banners, footer and navigation written with script and image tags,
 * markup, `javascript:`, `data:` and `vbscript:` links and absurd sizes (mocks/data/hostileContent.ts)
 * render inert. Texts show as the characters they are, an unsafe address is never a link or a
 * picture, nothing of the content runs, and the page keeps its header, main area and footer. A
 * console error fails any test here (tests/setupConsole.ts).
 */
const { script, imgTag, markup, longWord } = hostileTexts;
const hostileRan = () => (window as unknown as Record<string, unknown>)[hostileFlag];

let warned: jest.SpyInstance;
beforeEach(() => {
  Reflect.deleteProperty(window, hostileFlag);
  // A refused navigation answer and content left out are logged as warnings; the footer logs the
  // logo key it does not know as an error (newsletter-footer-preview.md 3), which must come.
  warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  globalThis.expectConsoleErrors?.([/^footer: unknown logo source "unknownSeal"/]);
  for (const service of ['promotion', 'footer', 'navigation', 'themeWorlds']) setScenario(service, 'hostile');
});
afterEach(() => warned.mockRestore());

/** Nothing the content says has become an element, a handler or a link that runs or leaves the site. */
function expectInert() {
  /* eslint-disable testing-library/no-node-access -- scripts, handlers and addresses: markup nobody sees */
  expect(document.querySelectorAll('script, iframe, object, embed')).toHaveLength(0);
  expect(document.querySelectorAll('img[src="x"], svg[onload]')).toHaveLength(0);
  const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames().filter((name) => name.startsWith('on')),
  );
  expect(handlers).toEqual([]);
  const addresses = [...document.querySelectorAll('[href], [src], [srcset]')].flatMap((element) =>
    ['href', 'src', 'srcset'].flatMap((name) => element.getAttribute(name) ?? []),
  );
  expect(addresses.length).toBeGreaterThan(0);
  // An anchor, a site path (one slash, then neither a slash nor a backslash), an http(s) or mailto address.
  expect(addresses.filter((address) => !/^(#|\/(?![/\\])|https?:\/\/|mailto:)/i.test(address))).toEqual([]);
  /* eslint-enable testing-library/no-node-access */
  expect(hostileRan()).toBeUndefined();
}

async function renderShop(route = '/') {
  const view = renderWithProviders(<AppRoutes />, { route });
  await settleNetwork();
  await scrollToEnd();
  await settleNetwork();
  await settleReveal();
  return view;
}

/** Opens a bar item's flyout by keyboard (no hover delay) and waits for its contents. */
async function openFlyout(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
  const button = within(nav).getByRole('button', { name });
  button.focus();
  await user.keyboard('{Enter}');
  await settleNetwork();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return flyoutOf(button);
}

describe('a page whose banner, footer and navigation are hostile', () => {
  it('keeps its header, main area and footer, and nothing of the content runs', async () => {
    await renderShop();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Impressum' })).toBeVisible();
    expectInert();
  });

  it('shows the banner’s markup as text, its 10 000-character word whole, and no unsafe link', async () => {
    await renderShop();
    const headlineText = `${script}Gratis Kaffee für alle ${imgTag}`;
    const banner = within(within(screen.getByRole('banner')).getByRole('region', { name: headlineText }));
    // The headline's link pointed to javascript: and its second address to data:: plain text.
    const headline = banner.getByText(headlineText);
    expect(headline).toBeVisible();
    expect(headline).not.toHaveAttribute('href');
    expect(banner.getByText(longWord, { exact: false })).toBeVisible();
    expect(banner.getByRole('button', { name: 'Code <b onmouseover=alert(1)>KAFFEE10</b> kopieren' })).toBeVisible();
    expectInert();
  });

  it('names the bar’s items with their markup as text, and a 10 000-character item is one link', async () => {
    await renderShop();
    const nav = within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
    expect(nav.getByRole('button', { name: `${script}Themenwelten` })).toBeVisible();
    expect(nav.getByRole('button', { name: `${script}Kaffee` })).toBeVisible();
    expect(nav.getByRole('link', { name: markup })).toHaveAttribute('href', '/c/kitchen');
    expect(nav.getByRole('link', { name: longWord })).toHaveAttribute('href', '/c/long');
    // Its target tried to close the attribute and add a script: only `_blank` is a target.
    expect(nav.getByRole('link', { name: markup })).not.toHaveAttribute('target');
  });

  it('opens a category flyout with hundreds of links, markup as text and no target but _blank', async () => {
    const { user } = await renderShop();
    const flyout = within(await openFlyout(user, `${script}Kaffee`));
    await user.click(flyout.getByRole('button', { name: `${imgTag}Kaffeebohnen` }));
    expect(flyout.getAllByRole('link', { name: /^Sorte \d+$/ })).toHaveLength(300);
    // The drill-down's link and the teaser's, both one 10 000-character word.
    const long = flyout.getAllByRole('link', { name: longWord }).map((link) => link.getAttribute('href'));
    expect(long).toEqual(['/c/coffee/long', '/c/coffee']);
    // An address that only looks like a script is a path on the site.
    expect(flyout.getByRole('link', { name: markup })).toHaveAttribute('href', '/javascript:alert(1)');
    const search = flyout.getByRole('link', { name: '<svg onload=window.__hostile=1>' });
    expect(search).not.toHaveAttribute('target');
    expect(flyout.getByRole('region', { name: `${script}Tipps` })).toBeVisible();
    // Named by its picture's alt text and its title, both with an image tag as text.
    const teaser = flyout.getByRole('link', { name: `${imgTag} ${imgTag}Barista-Kurs` });
    expect(teaser).toHaveAttribute('target', '_blank');
    expectInert();
  });

  it('opens the theme-world flyout: markup as text, unknown keys left out, absurd numbers read as none', async () => {
    const { user } = await renderShop();
    const flyout = within(await openFlyout(user, `${script}Themenwelten`));
    expect(flyout.getByRole('heading', { name: `${script}Entdecken` })).toBeVisible();
    expect(flyout.getByRole('heading', { name: 'Mehr' })).toBeVisible();
    // The section the service named with a script is no section the shop has.
    expect(flyout.queryByRole('heading', { name: script })).not.toBeInTheDocument();
    const first = flyout.getByRole('link', { name: new RegExp(`^${longWord}`) });
    expect(first).toHaveTextContent(`bis ${imgTag} 31. Dezember 9999`);
    expect(first).not.toHaveTextContent(script);
    // A cutout a million times taller than wide: the card's own 3:2 box, 240 × 160.
    // eslint-disable-next-line testing-library/no-node-access -- a decorative picture has no role
    expect(first.querySelector('img')).toHaveAttribute('height', '160');
    // Two hundred in "Mehr", and none of the section the shop does not know.
    expect(flyout.getAllByRole('link', { name: /^Welt \d+/ })).toHaveLength(200);
    expect(flyout.queryByRole('link', { name: /^Welt 999/ })).not.toBeInTheDocument();
    expectInert();
  });

  it('shows the footer’s unsafe links as plain text and leaves out pictures the page could not load', async () => {
    await renderShop();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(`Wir sind für Sie da ${script}`)).toBeVisible();
    const unlinked = [
      'Gratis-Gutschein abholen',
      'Versand & Lieferung',
      'Kontakt',
      `Rücksendung ${imgTag}`,
      'Filialen',
    ];
    for (const text of unlinked) {
      expect(footer.getByText(text)).toBeVisible();
      expect(footer.queryByRole('link', { name: text })).not.toBeInTheDocument();
    }
    expect(footer.getByRole('link', { name: `Mein Konto ${imgTag}` })).toHaveAttribute('href', '/account');
    expect(footer.getByRole('link', { name: longWord })).toHaveAttribute('href', '/hilfe/faq');
    // Four hundred SEO links, every other one with an unsafe address: those are text.
    expect(footer.getAllByRole('link', { name: /^Kategorie \d+$/ })).toHaveLength(200);
    expect(footer.getByText('Kategorie 1')).not.toHaveAttribute('href');
    expect(footer.getByRole('img', { name: 'Die Kundenkarte' })).toBeVisible();
    for (const label of ['Böses Bild', 'Unverschlüsseltes Bild', 'Mail-Bild']) {
      expect(footer.queryByRole('img', { name: label })).not.toBeInTheDocument();
    }
    expectInert();
  });

  it('shows a category banner on the results page whose long headline, markup and pictures are tamed', async () => {
    await renderShop('/search?query=kaffee');
    const main = within(screen.getByRole('main'));
    expect(main.getByText(longWord)).toBeVisible();
    expect(main.getByText(`${imgTag}Frische Bettwäsche ${script} ${markup}`)).toBeVisible();
    // Its call to action pointed to vbscript:: no button.
    expect(main.queryByRole('link', { name: /Jetzt shoppen/ })).not.toBeInTheDocument();
    // Of six cutouts, the one with a safe address and a picture's proportions.
    /* eslint-disable testing-library/no-node-access -- a decorative picture has no role */
    const pictures = [...document.querySelectorAll('main picture img, main picture source')];
    expect(pictures.map((picture) => picture.getAttribute('src') ?? picture.getAttribute('srcset'))).toEqual([
      '/mock-images/promotions/category-bedding-m.svg',
    ]);
    expect(pictures[0]).toHaveAttribute('height', '360');
    /* eslint-enable testing-library/no-node-access */
    expectInert();
  });
});

describe('a navigation answer with javascript:, data: or vbscript: links', () => {
  it('leaves each unsafe link out and keeps the rest: the category and its one safe link', async () => {
    setScenario('navigation', 'hostileLinks');
    const { user } = await renderShop();
    const nav = within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
    // The service's answer, not the default bar: the default bar has a gift-card item.
    expect(nav.queryByRole('link', { name: 'Geschenkkarten' })).not.toBeInTheDocument();
    const flyout = within(await openFlyout(user, 'Kaffee'));
    expect(flyout.getByRole('link', { name: 'Espresso' })).toHaveAttribute('href', '/c/coffee/espresso');
    expect(flyout.queryByRole('link', { name: /^Link \d+$/ })).not.toBeInTheDocument();
    expectInert();
  });
});
