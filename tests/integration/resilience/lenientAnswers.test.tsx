import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { seedCart } from '../../../mocks/data/cartCatalogue';
import { supportContentFor } from '../../../mocks/data/footerCatalogue';
import { footerContentFor } from '../../../mocks/data/footerCatalogue';
import { abTestsActiveOn } from '../../../mocks/data/abTests';
import { promotionFor } from '../../../mocks/data/promotionCatalogue';
import { christmasSettings } from '../../../mocks/handlers/preview';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { initialPlatformState } from '../../../src/app/platform';
import { AppRoutes } from '../../../src/app/routes';
import { makeStore } from '../../../src/app/store';
import { endpoints } from '../../../src/config/endpoints';
import { SiteFooter } from '../../../src/features/footer';
import { UserMenu } from '../../../src/features/greeting';
import { newsletterApi } from '../../../src/features/newsletter/newsletterApi';
import { PreviewSlot } from '../../../src/features/preview/components/PreviewSlot';
import { PromotionArea } from '../../../src/features/promotions';
import { SupportFooter } from '../../../src/features/support';
import { openMiniCart } from '../../support/cart';
import { answerNavigation, categories, flyoutOf, item, renderNavigation, themeWorlds } from '../../support/navigation';
import { settleNetwork, settleReveal } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerSuggestions, searchBox } from '../../support/search';
import { scrollToEnd } from '../../support/viewport';

/*
 * docs/decisions.md, "Service answers are read leniently": per service, an optional field in a
 * form the schema did not foresee. The widget still shows; the field is left out with a warning
 * (asserted), or read in its plausible form. Before this rule each of these answers, except where
 * the code was already lenient (the footer, the newsletter's base data), was refused whole.
 */

const warnsAbout = (...fields: string[]) =>
  globalThis.expectConsoleWarnings?.(fields.map((field) => new RegExp(`^${field}: an optional field`)));

type Worlds = { sections: Record<string, { themeworlds: Record<string, unknown>[] }> } & Record<string, unknown>;

describe('the theme-world navigation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The bar as a search bot gets it: every flyout's links in the document, hidden until opened. */
  async function themeWorldFlyoutFor(worlds: object) {
    answerNavigation(categories, worlds);
    renderNavigation({ preloadedState: { platform: { ...initialPlatformState, crawler: true } } });
    await settleNetwork();
    await act(() => jest.runOnlyPendingTimersAsync());
    await settleNetwork();
    return flyoutOf(item('Themenwelten'));
  }

  /** The fixture with one world (by title) changed. */
  function withWorld(title: string, change: Record<string, unknown>): Worlds {
    const worlds = themeWorlds() as Worlds;
    for (const section of Object.values(worlds.sections)) {
      section.themeworlds = section.themeworlds.map((world) =>
        world.title === title ? { ...world, ...change } : world,
      );
    }
    return worlds;
  }

  it('shows its menu when `translations` comes grouped by language (a field it does not read)', async () => {
    const region = await themeWorldFlyoutFor({
      ...themeWorlds(),
      translations: { 'de-DE': { overview: 'Themenwelten' }, 'fr-CH': { overview: 'Mondes' } },
    });
    expect(within(region).getByRole('link', { name: /Skiurlaub/, hidden: true })).toHaveAttribute(
      'href',
      '/themeworld/skiurlaub',
    );
  });

  it("reads a cutout's aspect ratio written '16/9'", async () => {
    const region = await themeWorldFlyoutFor(
      withWorld('Skiurlaub', { desktopImg: { cutout: { aspectRatio: '16/9' } } }),
    );
    const card = within(region).getByRole('link', { name: /Skiurlaub/, hidden: true });
    // 240 wide at 16:9 is 135 high (the card's own 3:2 would be 160).
    // eslint-disable-next-line testing-library/no-node-access -- a decorative picture has no role
    expect(card.querySelector('img')).toHaveAttribute('height', '135');
  });

  it('reads an end date that comes as a full timestamp by its day', async () => {
    const day = new Date();
    day.setDate(day.getDate() + 2);
    const pad = (value: number) => String(value).padStart(2, '0');
    const endDate = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T23:59:59+01:00`;
    const region = await themeWorldFlyoutFor(withWorld('Wintertraum', { endDate }));
    expect(within(region).getByRole('link', { name: /Wintertraum/, hidden: true })).toHaveTextContent(
      'Nur noch 2 Tage',
    );
  });

  it('keeps a world whose picture details come in an unknown shape, without them', async () => {
    warnsAbout('theme world desktopImg');
    const region = await themeWorldFlyoutFor(withWorld('Skiurlaub', { desktopImg: 'desktop.jpg' }));
    const card = within(region).getByRole('link', { name: /Skiurlaub/, hidden: true });
    // eslint-disable-next-line testing-library/no-node-access -- a decorative picture has no role
    expect(card.querySelector('img')).toHaveAttribute('height', '160');
  });
});

describe('the category navigation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the service’s categories when a target is not a text', async () => {
    warnsAbout('navigation target');
    const [coffee, ...rest] = categories;
    answerNavigation([{ ...coffee!, target: false as unknown as string }, ...rest]);
    renderNavigation();
    await settleNetwork();
    await act(() => jest.runOnlyPendingTimersAsync());
    await settleNetwork();
    // The default bar has links only; the service's Kaffee opens a flyout.
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('a promotion', () => {
  const answerPromotion = (type: string, content: object) =>
    server.use(
      http.get(`${endpoints.promotion('')}:promotionId`, () =>
        HttpResponse.json({ type, contentJSON: JSON.stringify(content) }),
      ),
    );

  it('top banner: shows when `useDarkTheme` is not a boolean', async () => {
    warnsAbout('promotion useDarkTheme');
    const { type, content } = promotionFor('DE', 'topBannerVoucher') as unknown as {
      type: string;
      content: { headline: string };
    };
    answerPromotion(type, { ...content, useDarkTheme: 'yes' });
    renderWithProviders(<PromotionArea promotionId="x" />);
    await settleNetwork();
    expect(screen.getByRole('region', { name: new RegExp(content.headline.slice(0, 12)) })).toBeVisible();
  });

  it('header benefits: shows every link when `boldLink` is not a boolean', async () => {
    warnsAbout('header benefit boldLink');
    const { type, content } = promotionFor('DE', 'headerBenefits') as unknown as {
      type: string;
      content: { links: object[] };
    };
    const links = content.links.map((link, index) => (index === 0 ? { ...link, boldLink: 1 } : link));
    answerPromotion(type, { ...content, links });
    renderWithProviders(<PromotionArea promotionId="x" />);
    await settleNetwork();
    expect(screen.getAllByRole('link')).toHaveLength(content.links.length);
  });
});

it('the cart: reads an availability that comes as an object by its code', async () => {
  const cart = seedCart('DE');
  const [first, ...others] = cart.articles;
  server.use(
    http.get(endpoints.cart, () =>
      HttpResponse.json({ cart: { ...cart, articles: [{ ...first, availability: { code: 'SOLDOUT' } }, ...others] } }),
    ),
  );
  const { panel } = await openMiniCart();
  expect(within(panel).getByText(first!.title!)).toBeVisible();
  expect(within(panel).getByText('Ausverkauft')).toBeVisible();
  expect(within(panel).queryByText(/kann gerade nicht angezeigt werden/)).not.toBeInTheDocument();
  // More in tests/integration/cart/checkoutGuard.test.tsx: checkout stays closed.
});

it('search suggestions: shows a product whose alt text is grouped by language and whose dimension key is a number', async () => {
  warnsAbout('suggested product imageAltText');
  answerSuggestions((q) => ({
    searchTerms: [{ searchterm: `${q} bohnen` }],
    products: [
      {
        id: 'p1',
        title: 'Espresso Bohnen',
        productViewUrl: '/p/espresso-bohnen/p1',
        webshopProductDimensionKey: 4711 as unknown as string,
        imageProductThumb: '/img/espresso.jpg',
        imageAltText: { de: 'Espresso' } as unknown as string,
      },
    ],
  }));
  const { user } = renderWithProviders(<AppRoutes />);
  await user.type(searchBox(), 'kaffee');
  await settleNetwork();
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await settleNetwork();
  expect(screen.getByRole('option', { name: /Espresso Bohnen/ })).toBeVisible();
});

it('personal data: greets the customer when the beans come as a text', async () => {
  warnsAbout('personal data loyaltyBeans');
  server.use(
    http.get(endpoints.personalData, () =>
      HttpResponse.json({
        tracking: { loginStatus: 'LOGGED_IN' },
        customer: { firstname: 'Anna', lastname: 'Schmidt', loyaltyBeans: '1.250' },
      }),
    ),
  );
  renderWithProviders(<UserMenu />);
  await settleNetwork();
  expect(screen.getByText('Hallo Anna Schmidt')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Profil anzeigen' })).toBeVisible();
});

// The footer passed this test before too: its content was already read block by block (silently).
it('the footer: shows its blocks when the social-media icons come as an object', async () => {
  warnsAbout('footer socialMediaIcons');
  const content = footerContentFor('DE') as { socialMedia: object };
  server.use(
    http.get(endpoints.promotion('SHOP_FOOTER'), () =>
      HttpResponse.json({
        type: 'ApiFooterContent',
        contentJSON: JSON.stringify({ ...content, socialMedia: { heading: 'Folgen Sie uns', socialMediaIcons: {} } }),
      }),
    ),
  );
  renderWithProviders(
    <footer>
      <SiteFooter />
    </footer>,
  );
  await scrollToEnd();
  await settleNetwork();
  await settleReveal();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('navigation', { name: 'Rechtliches' })).toBeVisible();
  expect(within(footer).getByText('30 Tage Rückgaberecht')).toBeVisible();
});

it('the support footer: shows title and address when the callback comes without a text', async () => {
  warnsAbout('support callback');
  const content = supportContentFor('DE') as { service: object };
  server.use(
    http.get(endpoints.promotion('SHOP_SUPPORT_FOOTER'), () =>
      HttpResponse.json({
        type: 'ApiSupportFooter',
        contentJSON: JSON.stringify({
          ...content,
          service: { ...content.service, callback: { text: 42, link: { text: 'Rückruf', url: '/rueckruf' } } },
        }),
      }),
    ),
  );
  renderWithProviders(<SupportFooter />);
  await settleNetwork();
  const support = screen.getByRole('region');
  expect(within(support).getByRole('heading', { name: 'Kundenservice' })).toBeVisible();
  expect(within(support).getByText('20095 Hamburg')).toBeVisible();
});

describe('the preview panel', () => {
  const renderPanel = () =>
    renderWithProviders(<PreviewSlot />, {
      preloadedState: { preview: { phase: 'active', lastRenewal: null } },
      userOptions: { delay: null },
    });

  it('says what the preview shows when the A/B group comes as a number', async () => {
    warnsAbout('preview abTestGroup');
    server.use(
      http.get(endpoints.preview.cookie, () =>
        HttpResponse.json({ ...christmasSettings, abTestName: 'advent-calendar-teaser', abTestGroup: 2 }),
      ),
    );
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Preview mode' });
    expect(await within(panel).findByText(/^Showing the shop at /)).toBeVisible();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("offers the date's tests when one test's groups come in another shape", async () => {
    setScenario('previewCookie', 'christmas');
    server.use(
      http.get(endpoints.abTestsAt, ({ request }) => {
        const time = new URL(request.url).searchParams.get('time') ?? '';
        return HttpResponse.json([...abTestsActiveOn(time), { name: 'new-header', groups: 'A,B' }]);
      }),
    );
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Preview settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview settings' });
    await settleNetwork();
    const abPart = within(dialog).getByRole('button', { name: 'A/B Test settings' });
    if (abPart.getAttribute('aria-expanded') === 'false') await view.user.click(abPart);
    const names = within(within(dialog).getByRole('combobox', { name: 'Name' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Select an A/B test', 'None', ...abTestsActiveOn('2026-12-24').map((test) => test.name)]);
  });
});

describe('the newsletter', () => {
  it('a subscriber with an unknown salutation and an unknown consent is read, without them (no widget reads it yet)', async () => {
    warnsAbout('subscriber salutation');
    server.use(
      http.get('*/newsletter-subscribers/:token', () =>
        HttpResponse.json({
          subscriberToken: 'abc',
          email: 'anna@example.de',
          salutation: 'DR',
          firstName: 'Anna',
          consents: ['DNE', 'SMS'],
        }),
      ),
    );
    const store = makeStore();
    const result = await store.dispatch(newsletterApi.endpoints.getSubscriber.initiate({ subscriberToken: 'abc' }));
    expect(result.data).toEqual({
      subscriberToken: 'abc',
      email: 'anna@example.de',
      firstName: 'Anna',
      consents: ['DNE'],
    });
  });
});
