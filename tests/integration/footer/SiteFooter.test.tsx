import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { footerContentFor } from '../../../mocks/data/footerCatalogue';
import { server } from '../../../mocks/node';
import { hostileTexts } from '../../../mocks/data/hostileContent';
import { abAssignmentCalls, footerContentCalls } from '../../../mocks/handlers/footer';
import { setScenario } from '../../../mocks/scenarios';
import { initialPlatformState, type PlatformState } from '../../../src/app/platform';
import { endpoints, siteHeaderName } from '../../../src/config/endpoints';
import { type SiteCode, sites } from '../../../src/config/sites';
import { SiteFooter, type FooterProps } from '../../../src/features/footer';
import { settleNetwork, settleReveal } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';
import { scrollToEnd } from '../../support/viewport';
import { holdOnPurpose } from '../../../mocks/heldRequests';

/** The services have answered and the footer's blocks are all in (it is busy while they come one a task). */
async function settleFooter() {
  await settleNetwork();
  await settleReveal();
}

async function renderFooter(
  props: FooterProps = {},
  {
    site = 'DE',
    width = 1440,
    device = 'CLASSIC',
  }: { site?: SiteCode; width?: number; device?: PlatformState['device'] } = {},
) {
  const view = renderWithProviders(
    <footer>
      <SiteFooter {...props} />
    </footer>,
    { site, preloadedState: { platform: { ...initialPlatformState, viewportWidth: width, device } } },
  );
  await scrollToEnd();
  await settleFooter();
  return { ...view, footer: screen.getByRole('contentinfo') };
}

const legal = () => screen.queryByRole('navigation', { name: 'Rechtliches' });

describe('rendering when the shopper comes near', () => {
  const renderFar = (platform: Partial<PlatformState> = {}) =>
    renderWithProviders(
      <footer>
        <SiteFooter />
      </footer>,
      { preloadedState: { platform: { ...initialPlatformState, ...platform } } },
    );

  it('keeps its height and asks only for the A/B assignment until the shopper scrolls near, then renders', async () => {
    renderFar();
    await settleFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByText('30 Tage Rückgaberecht')).not.toBeInTheDocument();
    expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    expect(abAssignmentCalls()).toBe(1);
    expect(footerContentCalls()).toHaveLength(0);

    await scrollToEnd();
    await settleFooter();
    expect(within(footer).getByText('30 Tage Rückgaberecht')).toBeVisible();
    expect(within(footer).getByRole('heading', { name: 'Service & Hilfe' })).toBeVisible();
    expect(footerContentCalls()).toHaveLength(1);
    expect(abAssignmentCalls()).toBe(1);
  });

  it('renders at once for a crawler', async () => {
    renderFar({ crawler: true });
    await settleFooter();
    expect(within(screen.getByRole('contentinfo')).getByRole('heading', { name: 'Service & Hilfe' })).toBeVisible();
  });

  it('renders at once in a browser without IntersectionObserver', async () => {
    const { IntersectionObserver } = globalThis;
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    try {
      renderFar();
      await settleFooter();
      expect(within(screen.getByRole('contentinfo')).getByText('30 Tage Rückgaberecht')).toBeVisible();
    } finally {
      globalThis.IntersectionObserver = IntersectionObserver;
    }
  });
});

describe('the footer content (newsletter-footer-preview.md 2.2, 7)', () => {
  it('asks for SHOP_FOOTER with the site, and for the A/B assignment once', async () => {
    await renderFooter({}, { site: 'AT' });
    const [call] = footerContentCalls().filter((request) => request.url.endsWith('/SHOP_FOOTER'));
    expect(call?.headers.get(siteHeaderName)).toBe('AT');
    expect(abAssignmentCalls()).toBe(1);
  });

  it('shows the blocks in the spec’s order on CLASSIC', async () => {
    const { footer } = await renderFooter();
    const names = within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      'Service & Hilfe',
      'Kundenkarte',
      'Kaffee-Abo',
      'Filialen',
      'Über uns',
      'Beliebte Kategorien',
      'Folgen Sie uns',
      'Unsere App',
      'Unsere Welten',
    ]);
    const order = [
      within(footer).getByRole('region', { name: 'Bezahlen & Versand' }),
      within(footer).getByRole('heading', { name: 'Service & Hilfe' }),
      within(footer).getByRole('heading', { name: 'Beliebte Kategorien' }),
      within(footer).getByRole('link', { name: 'Facebook' }),
      within(footer).getByRole('link', { name: /Im App Store laden/ }),
      legal()!,
      within(footer).getByText(/Alle Preise inkl\./),
      within(footer).getByRole('link', { name: /mobilen Ansicht/ }),
      within(footer).getByRole('region', { name: 'Gütesiegel' }),
    ];
    for (let index = 1; index < order.length; index += 1) {
      expect(order[index - 1]!.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('makes each group heading its overview link on CLASSIC and hides the links flagged hideInClassic', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByRole('link', { name: 'Service & Hilfe' })).toHaveAttribute('href', '/hilfe');
    expect(within(footer).queryByRole('link', { name: 'Alle Services im Überblick' })).not.toBeInTheDocument();
  });

  it('shows those links on TABLET, in groups with plain headings', async () => {
    const { footer } = await renderFooter({}, { width: 1024 });
    expect(within(footer).getByRole('heading', { name: 'Service & Hilfe' })).toBeVisible();
    expect(within(footer).queryByRole('link', { name: 'Service & Hilfe' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Alle Services im Überblick' })).toBeVisible();
  });

  it('is an accordion on MATCH: each group opens on its own', async () => {
    const { footer, user } = await renderFooter({}, { width: 375 });
    const service = within(footer).getByRole('button', { name: 'Service & Hilfe' });
    expect(service).toHaveAttribute('aria-expanded', 'false');
    expect(within(footer).queryByRole('link', { name: 'Häufige Fragen' })).not.toBeInTheDocument();
    await user.click(service);
    expect(service).toHaveAttribute('aria-expanded', 'true');
    expect(within(footer).getByRole('link', { name: 'Häufige Fragen' })).toBeVisible();
    expect(within(footer).getByRole('button', { name: 'Kundenkarte' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens http and mailto links in a new tab with no referrer, and site paths in the tab', async () => {
    const { footer } = await renderFooter();
    for (const name of [/^Karriere/, /^Presse/, 'Facebook']) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noreferrer');
    }
    expect(within(footer).getByRole('link', { name: 'Häufige Fragen' })).not.toHaveAttribute('target');
  });

  it('opens a logo that links out in a new tab, and one that links to a site path in the tab', async () => {
    const content = footerContentFor('DE') as { qualityLogos: { link: { url: string } }[] };
    const [outside, inside] = content.qualityLogos as [{ link: { url: string } }, { link: { url: string } }];
    outside.link.url = 'https://www.trusted-shops.example/shop';
    inside.link.url = '/service/quality';
    server.use(
      http.get(endpoints.promotion('SHOP_FOOTER'), () =>
        HttpResponse.json({ type: 'ApiFooterContent', contentJSON: JSON.stringify(content) }),
      ),
    );
    const { footer } = await renderFooter();
    const logoLinks = within(footer)
      .getAllByRole('link')
      // eslint-disable-next-line testing-library/no-node-access -- a logo link is named by its picture
      .filter((link) => link.querySelector('img[src^="/service/footer-images/logos/"]'));
    const byAddress = Object.fromEntries(logoLinks.map((link) => [link.getAttribute('href'), link]));
    expect(byAddress['https://www.trusted-shops.example/shop']).toHaveAttribute('target', '_blank');
    expect(byAddress['/service/quality']).toBeInTheDocument();
    expect(byAddress['/service/quality']).not.toHaveAttribute('target');
  });

  it("loads the logos from the site's folder", async () => {
    const { footer } = await renderFooter({}, { site: 'AT' });
    const images = within(footer)
      .getAllByRole('img')
      .map((image) => image.getAttribute('src'))
      .filter((src) => src?.startsWith('/service/footer-images'));
    expect(images).toContain('/service/footer-images/logos/AT/postAT.svg');
    expect(images.every((src) => src!.startsWith('/service/footer-images/logos/AT/'))).toBe(true);
  });

  it('leaves the groups flagged hideGroupInCheckout out of the checkout, and keeps the SEO block', async () => {
    const { footer } = await renderFooter({ checkout: true });
    expect(within(footer).queryByRole('heading', { name: 'Kaffee-Abo' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('heading', { name: 'Über uns' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Beliebte Kategorien' })).toBeVisible();
  });

  it.each([
    ['the page', {}, 'xc-app=new'],
    ['an affiliate cookie', {}, 'affiliate=partner-7'],
    ['the reduced prop', { reduced: true }, ''],
  ])('is reduced by %s: no newsletter, SEO block or icon groups', async (_by, props, cookie) => {
    if (cookie) document.cookie = `${cookie}; path=/`;
    const { footer } = await renderFooter({ ...props, newsletter: <p>Anmeldeformular</p> });
    expect(legal()).toBeVisible();
    expect(within(footer).queryByText('Anmeldeformular')).not.toBeInTheDocument();
    expect(within(footer).queryByRole('heading', { name: 'Beliebte Kategorien' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('heading', { name: 'Unsere Welten' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('heading', { name: 'Kaffee-Abo' })).not.toBeInTheDocument();
  });
});

describe('the newsletter block', () => {
  it('shows the widget it is given', async () => {
    const { footer } = await renderFooter({ newsletter: <p>Anmeldeformular</p> });
    expect(within(footer).getByRole('region', { name: 'Newsletter' })).toHaveTextContent('Anmeldeformular');
  });

  it('stays away where the page hides it', async () => {
    const { footer } = await renderFooter({ newsletter: <p>Anmeldeformular</p>, showNewsletter: false });
    expect(within(footer).queryByText('Anmeldeformular')).not.toBeInTheDocument();
  });

  it.each(['newsletterSubscribed', 'newsletterPending'])(
    'stays away for a customer whose personal data says %s',
    async (scenario) => {
      setScenario('psdata', scenario);
      const { greetingApi } = await import('../../../src/features/greeting');
      const { store, footer } = await renderFooter({ newsletter: <p>Anmeldeformular</p> });
      // The header loads the personal data; the footer only reads it.
      await store.dispatch(greetingApi.endpoints.getPersonalData.initiate());
      await settleFooter();
      expect(within(footer).queryByText('Anmeldeformular')).not.toBeInTheDocument();
    },
  );
});

/**
 * The amounts as the site's locale writes them in this ICU (where the symbol goes and how thousands
 * group vary between ICU versions and browsers), one after the other in a figure's text.
 */
const amounts = (site: SiteCode, currency: string, ...values: number[]) =>
  new RegExp(
    values
      .map((value) =>
        new Intl.NumberFormat(sites[site].locale, { style: 'currency', currency, maximumFractionDigits: 0 })
          .format(value)
          .replace(/\s+/g, ' ')
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('.*'),
  );

describe('the per-site figures (spec 9)', () => {
  it.each([
    ['DE', ['30 Tage Rückgaberecht', 'Newsletter-Anmeldung ab 16 Jahren']],
    ['PL', [amounts('PL', 'PLN', 100), 'Zwrot do 30 dni']],
    ['CZ', [amounts('CZ', 'CZK', 999, 499)]],
    ['SK', [amounts('SK', 'EUR', 40, 20), /18/]],
    // TR writes the amount with its label ("1.000 TL", not "₺1.000"), and the return is free (issue 36).
    ['TR', [/^1\.000 TL ve üzeri/, '90 gün içinde ücretsiz iade hakkı', /09:00–19:00/]],
    ['HU', ['30 napos visszaküldési jog']],
    ['CH', ['3 Monate Rückgaberecht']],
  ] as const)('names them in %s', async (site, texts) => {
    const { footer } = await renderFooter({}, { site });
    const figures = within(footer).getAllByRole('list')[0]!;
    for (const text of texts) expect(within(figures).getByText(text)).toBeVisible();
  });
});

describe('the country switcher', () => {
  // The label's punctuation is the language's (issue 36): French sets a no-break space before the colon.
  it.each([
    ['DE', 'Land wählen: Deutschland'],
    ['CH_FR', 'Choisir le pays\u00a0: Suisse (français)'],
  ] as const)('in %s is labelled %j', async (site, label) => {
    const { footer } = await renderFooter({}, { site });
    const toggle = within(footer).getByRole('button', { name: /^(Land wählen|Choisir le pays)/ });
    expect(toggle.textContent).toBe(label);
  });

  it('lists the nine countries with their flags, marks the current one, and links to each', async () => {
    const { footer, user } = await renderFooter({}, { site: 'CZ' });
    const toggle = within(footer).getByRole('button', { name: 'Vyberte zemi: Česko' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(within(footer).getByRole('list', { name: 'Země' })).getAllByRole('link');
    expect(links).toHaveLength(9);
    const czech = within(footer).getByRole('link', { name: /Česko/ });
    expect(czech).toHaveAttribute('aria-current', 'true');
    expect(within(czech).getByRole('img', { name: 'Vlajka Česka' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Türkiye/ })).toHaveAttribute('href', '/?site=TR');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  // Issue 46: each entry is the country's own name, its flag named in the same language; the entry
  // says which language that is, so a screen reader speaks it so (decisions.md, "The country
  // switcher's entries speak their own language"). Asked in the German shop, whose language most
  // of them are not.
  it.each([
    ['Deutschland', 'Flagge Deutschlands', 'de-DE'],
    ['Suisse (français)', 'Drapeau de la Suisse', 'fr-CH'],
    ['Česko', 'Vlajka Česka', 'cs-CZ'],
    ['Magyarország', 'Magyarország zászlaja', 'hu-HU'],
    ['Türkiye', 'Türkiye bayrağı', 'tr-TR'],
  ])('names the entry %s and its flag %s in %s', async (country, flag, lang) => {
    const { footer, user } = await renderFooter({}, { site: 'DE' });
    await user.click(within(footer).getByRole('button', { name: /^Land wählen/ }));
    const link = within(within(footer).getByRole('list', { name: 'Länder' })).getByRole('link', {
      name: `${flag} ${country}`,
    });
    const image = within(link).getByRole('img', { name: flag });
    // eslint-disable-next-line testing-library/no-node-access -- the language a name is spoken in is the nearest lang
    expect(image.closest('[lang]')).toHaveAttribute('lang', lang);
    // eslint-disable-next-line testing-library/no-node-access -- as above, for the country's name
    expect(within(link).getByText(country).closest('[lang]')).toHaveAttribute('lang', lang);
  });

  it.each(['SMARTPHONE', 'TABLET'] as const)('is not there on the %s device class', async (device) => {
    const { footer } = await renderFooter({}, { device });
    expect(legal()).toBeVisible();
    expect(within(footer).queryByRole('button', { name: /^Land wählen/ })).not.toBeInTheDocument();
  });
});

describe('without content', () => {
  it('a 404: the service links stand in, and nothing is logged', async () => {
    setScenario('footer', 'none');
    const warn = jest.spyOn(console, 'warn');
    const { footer } = await renderFooter();
    expect(within(footer).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/contact');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['error', 'network', 'wrongShape', 'badJson'])(
    '%s: logged, and the service links stand in',
    async (scenario) => {
      setScenario('footer', scenario);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { footer } = await renderFooter();
      expect(within(footer).getByRole('link', { name: 'Kontakt' })).toBeVisible();
      expect(within(footer).getByText('30 Tage Rückgaberecht')).toBeVisible();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('SHOP_FOOTER'));
    },
  );
});

describe('hostile content', () => {
  it('renders inert: text stays text, unsafe links are no links, unknown icons and logos stay away', async () => {
    setScenario('footer', 'hostile');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A list and a block that are not what they should be are left out, with a warning each.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { footer } = await renderFooter();
    // Markup in a text is shown as the text it is, never made into elements.
    expect(within(footer).getByText(`Wir sind für Sie da ${hostileTexts.script}`)).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- only the DOM can show no element was made
    expect(footer.querySelectorAll('script, img[src="x"], [onerror]')).toHaveLength(0);
    for (const link of within(footer).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^(\/[^/]|https?:|mailto:)/);
    }
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toBeVisible();
    expect(within(footer).queryByRole('link', { name: /tiktok/i })).not.toBeInTheDocument();
    const logos = within(footer)
      .getAllByRole('img')
      .map((image) => image.getAttribute('src'));
    expect(logos).toContain('/service/footer-images/logos/dhl.svg');
    expect(logos.some((src) => src?.includes('unknownSeal'))).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unknownSeal'));
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/^footer teaser links: /),
      expect.stringMatching(/^footer appReferences: /),
    ]);
  });
});

describe('a late answer (held)', () => {
  it('shows the figures and the switcher at once, no stand-in links meanwhile, then the content', async () => {
    let release: () => void = () => undefined;
    const { footerContentFor } = await import('../../../mocks/data/footerCatalogue');
    server.use(
      http.get(endpoints.promotion('SHOP_FOOTER'), async ({ requestId }) => {
        holdOnPurpose(requestId);
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ type: 'ApiFooterContent', contentJSON: JSON.stringify(footerContentFor('DE')) });
      }),
    );
    const { footer } = await renderFooter();
    expect(within(footer).getByText('30 Tage Rückgaberecht')).toBeVisible();
    expect(within(footer).getByRole('button', { name: /^Land wählen/ })).toBeVisible();
    expect(within(footer).queryByRole('link', { name: 'Kontakt' })).not.toBeInTheDocument();
    expect(legal()).not.toBeInTheDocument();
    release();
    await settleFooter();
    expect(legal()).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/contact');
  });
});
