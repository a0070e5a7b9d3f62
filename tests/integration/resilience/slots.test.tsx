import { screen, within } from '@testing-library/react';
import { preloadNewsletter } from '../../../src/app/pages/LazyNewsletter';
import { AppRoutes } from '../../../src/app/routes';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';
import { scrollToEnd } from '../../support/viewport';

/**
 * Every slot has an error boundary (issue 19): when one widget throws while rendering, only that
 * widget goes, the rest of the page stays whole, and the error is logged.
 */
const mockBroken = new Set<string>();

function mockBreakable(modulePath: string, slot: string, component: string) {
  const actual = jest.requireActual(modulePath);
  const { createElement } = jest.requireActual('react');
  return {
    ...actual,
    [component]: (props: object) => {
      if (mockBroken.has(slot)) throw new Error(`${slot} broke`);
      return createElement(actual[component], props);
    },
  };
}
jest.mock('../../../src/features/greeting', () =>
  mockBreakable('../../../src/features/greeting', 'greeting', 'UserMenu'),
);
jest.mock('../../../src/features/search', () =>
  mockBreakable('../../../src/features/search', 'search', 'HeaderSearch'),
);
jest.mock('../../../src/features/cart', () => mockBreakable('../../../src/features/cart', 'cart', 'CartIcon'));
jest.mock('../../../src/features/footer', () => mockBreakable('../../../src/features/footer', 'footer', 'SiteFooter'));
jest.mock('../../../src/features/newsletter', () =>
  mockBreakable('../../../src/features/newsletter', 'newsletter', 'NewsletterSignUp'),
);

beforeAll(() => preloadNewsletter());
afterEach(() => mockBroken.clear());

/** What each slot shows when it works, as a person finds it. */
const shown = {
  greeting: () => within(screen.getByRole('banner')).queryByRole('link', { name: 'Anmelden' }),
  search: () => screen.queryByRole('combobox', { name: 'Suchen' }),
  cart: () => within(screen.getByRole('banner')).queryByRole('link', { name: /^Warenkorb/ }),
  footer: () => within(screen.getByRole('contentinfo')).queryByText('30 Tage Rückgaberecht'),
  newsletter: () => screen.queryByRole('heading', { name: 'Newsletter abonnieren' }),
};
const slots = Object.keys(shown) as (keyof typeof shown)[];

it.each(slots)(
  'a %s widget that throws goes alone: the page keeps the others and says nothing broke around it',
  async (slot) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockBroken.add(slot);
    renderWithProviders(<AppRoutes />);
    await scrollToEnd();
    await settleNetwork();

    expect(shown[slot]()).not.toBeInTheDocument();
    for (const other of slots.filter((name) => name !== slot)) expect(shown[other]()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen in unserem Onlineshop' })).toBeVisible();
    expect(logged.mock.calls.some((args) => args.some((arg) => String(arg).includes(`${slot} broke`)))).toBe(true);
    logged.mockRestore();
  },
);
