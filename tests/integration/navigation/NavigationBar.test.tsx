import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { initialPlatformState } from '../../../src/app/platform';
import { endpoints } from '../../../src/config/endpoints';
import { pageLocation } from '../../../src/lib/pageLocation';
import { settleNetwork } from '../../support/network';
import { answerNavigation, bar, categories, flyoutOf, item, renderNavigation, wait } from '../../support/navigation';
import { holdOnPurpose } from '../../../mocks/heldRequests';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** The bar's items, in order: before any flyout was opened, its only list items are the bar's. */
const itemNames = (name: string) =>
  within(bar(name))
    .getAllByRole('listitem')
    .map((listItem) => listItem.textContent);

describe('the category bar', () => {
  it("shows the site's default navigation at once and the service's when it answers", async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(endpoints.headerNavigation, async ({ requestId }) => {
        holdOnPurpose(requestId);
        await held;
        return HttpResponse.json(categories);
      }),
    );
    renderNavigation();
    // Before any answer: the theme-world overview, then the nine default categories of DE.
    expect(within(bar()).getByRole('link', { name: 'Themenwelten' })).toHaveAttribute('href', '/themenwelten');
    expect(within(bar()).getByRole('link', { name: 'Kaffee' })).toHaveAttribute('href', '/c/coffee');
    expect(within(bar()).getByRole('link', { name: 'Geschenkkarten' })).toBeVisible();

    answer();
    await settleNetwork();
    // The service's tree: items with children are buttons; the theme worlds have their flyout.
    expect(item('Themenwelten')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Küche')).toBeVisible();
    expect(within(bar()).getByRole('link', { name: 'Geschenkkarten' })).toHaveAttribute('href', '/c/giftcards');
  });

  it('keeps the default navigation, and logs, when the category service fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setScenario('navigation', 'error');
    renderNavigation({ site: 'PL' });
    await settleNetwork();
    expect(within(bar('Nawigacja główna')).getByRole('link', { name: 'Kawa' })).toHaveAttribute('href', '/c/coffee');
    // The nine default categories, as plain links without flyouts.
    expect(within(bar('Nawigacja główna')).getAllByRole('link')).toHaveLength(9);
    expect(warn).toHaveBeenCalledWith(
      'getCategoryNavigation failed; the default navigation stays',
      expect.objectContaining({ status: 500 }),
    );
  });

  it('keeps the default navigation when the answer has the wrong shape', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(endpoints.headerNavigation, () => HttpResponse.json([{ title: 'Böse', href: 'javascript:alert(1)' }])),
    );
    renderNavigation();
    await settleNetwork();
    expect(within(bar()).getByRole('link', { name: 'Kaffee' })).toBeVisible();
    expect(within(bar()).queryByText('Böse')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('sends the site in the site header', async () => {
    const sites: (string | null)[] = [];
    server.use(
      http.get(endpoints.headerNavigation, ({ request }) => {
        sites.push(request.headers.get('X-Hunter-Site'));
        return HttpResponse.json(categories);
      }),
    );
    renderNavigation({ site: 'CZ' });
    await settleNetwork();
    expect(sites).toEqual(['CZ']);
  });

  it('names every item in the site language, theme worlds first', async () => {
    renderNavigation({ site: 'TR' });
    await settleNetwork();
    expect(itemNames('Ana menü')).toEqual([
      'Tema dünyaları',
      'Kahve',
      'Mutfak',
      'Ev ve yaşam',
      'Ev gereçleri',
      'Kadın',
      'Erkek',
      'Çocuk',
      'Spor ve boş zaman',
      'Hediye kartları',
    ]);
  });
});

describe('the flyout (header-search-cart.md 4)', () => {
  beforeEach(() => answerNavigation());

  it('opens 300 ms after the pointer rests on an item, and closes when it leaves', async () => {
    const { user, store } = renderNavigation();
    await settleNetwork();
    await user.hover(item('Kaffee'));
    expect(store.getState().flyout.status).toBe('pending');
    await wait(250);
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    await wait(100);
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'true');
    expect(within(flyoutOf(item('Kaffee'))).getByRole('link', { name: 'Alles in Kaffee' })).toBeVisible();

    await user.unhover(bar());
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    expect(flyoutOf(item('Kaffee'))).not.toBeVisible();
  });

  it('opens only the last item the pointer rested on', async () => {
    const { user } = renderNavigation();
    await settleNetwork();
    await user.hover(item('Kaffee'));
    await wait(200);
    await user.hover(item('Küche'));
    await wait(200);
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Küche')).toHaveAttribute('aria-expanded', 'false');
    await wait(150);
    expect(item('Küche')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open when the pointer passes over an item and leaves within 300 ms', async () => {
    const { user } = renderNavigation();
    await settleNetwork();
    await user.hover(item('Kaffee'));
    await wait(100);
    await user.unhover(bar());
    await wait(500);
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a clicked item stays open when the pointer leaves; an outside click closes it', async () => {
    const { user } = renderNavigation();
    await settleNetwork();
    await user.click(item('Küche'));
    await wait(300);
    expect(item('Küche')).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(bar());
    expect(item('Küche')).toHaveAttribute('aria-expanded', 'true');

    await user.click(document.body);
    expect(item('Küche')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on its close icon and gives focus back to its item', async () => {
    const { user } = renderNavigation();
    await settleNetwork();
    await user.click(item('Kaffee'));
    await wait(300);
    await user.click(within(flyoutOf(item('Kaffee'))).getByRole('button', { name: 'Menü schließen' }));
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Kaffee')).toHaveFocus();
  });

  it('keeps an item’s content in the document once it was opened', async () => {
    const { user } = renderNavigation();
    await settleNetwork();
    expect(within(flyoutOf(item('Kaffee'))).queryByRole('link', { name: 'Alles in Kaffee', hidden: true })).toBeNull();
    await user.click(item('Kaffee'));
    await wait(300);
    await user.click(item('Kaffee'));
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(flyoutOf(item('Kaffee'))).getByRole('link', { name: 'Alles in Kaffee', hidden: true }),
    ).not.toBeVisible();
  });

  it('records each step as a named action for Redux DevTools', async () => {
    const { user, store } = renderNavigation();
    await settleNetwork();
    await user.hover(item('Kaffee'));
    await wait(300);
    expect(store.getState().flyout).toMatchObject({ status: 'open', item: 'category-0', pinned: false });
    await user.click(item('Kaffee'));
    expect(store.getState().flyout).toMatchObject({ status: 'open', pinned: true });
  });
});

describe('the flyout by keyboard (WAI-ARIA disclosure navigation)', () => {
  beforeEach(() => answerNavigation());

  it('opens at once on Enter, walks into it with Tab, and Escape closes it back to its item', async () => {
    const { user } = renderNavigation();
    await settleNetwork();
    item('Kaffee').focus();
    await user.keyboard('{Enter}');
    await act(() => Promise.resolve());
    await settleNetwork();
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(within(flyoutOf(item('Kaffee'))).getByRole('button', { name: 'Menü schließen' })).toHaveFocus();
    await user.tab();
    expect(within(flyoutOf(item('Kaffee'))).getByRole('link', { name: 'Alles in Kaffee' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Kaffee')).toHaveFocus();
  });

  it('moves between items with the arrow keys, Home and End, wrapping around', async () => {
    const { user } = renderNavigation();
    await settleNetwork();
    item('Kaffee').focus();
    await user.keyboard('{ArrowRight}');
    expect(item('Küche')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(item('Themenwelten')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(bar()).getByRole('link', { name: 'Geschenkkarten' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Themenwelten')).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(bar()).getByRole('link', { name: 'Geschenkkarten' })).toHaveFocus();
  });

  it('closes when focus leaves the navigation', async () => {
    const { user } = renderNavigation();
    await settleNetwork();
    item('Küche').focus();
    await user.keyboard('{Enter}');
    await settleNetwork();
    expect(item('Küche')).toHaveAttribute('aria-expanded', 'true');
    // The close icon, "Alles in Küche", "Pfannen", the next item, then out.
    for (let press = 0; press < 4; press += 1) await user.tab();
    expect(item('Küche')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Nach der Navigation' })).toHaveFocus();
    expect(item('Küche')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the flyout on touch', () => {
  beforeEach(() => answerNavigation());
  afterEach(() => jest.restoreAllMocks());

  it('opens on the first tap and follows the item’s link on the second', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderNavigation();
    await settleNetwork();
    await user.pointer({ keys: '[TouchA]', target: item('Kaffee') });
    await wait(300);
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'true');
    expect(assign).not.toHaveBeenCalled();

    await user.pointer({ keys: '[TouchA]', target: item('Kaffee') });
    expect(assign).toHaveBeenCalledWith('/c/coffee');
  });
});

describe('on a phone', () => {
  beforeEach(() => answerNavigation());

  it('locks the page behind an open flyout and frees it when it closes', async () => {
    const { user } = renderNavigation({
      preloadedState: { platform: { ...initialPlatformState, viewportWidth: 375 } },
    });
    await settleNetwork();
    await user.click(item('Kaffee'));
    await wait(300);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves the page scrolling on a wide screen at the top', async () => {
    const { user } = renderNavigation();
    await settleNetwork();
    await user.click(item('Kaffee'));
    await wait(300);
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('for a search bot', () => {
  beforeEach(() => answerNavigation());

  it('has every flyout’s links in the document from the start, hidden', async () => {
    renderNavigation({ preloadedState: { platform: { ...initialPlatformState, crawler: true } } });
    await settleNetwork();
    await act(() => jest.runOnlyPendingTimersAsync());
    await settleNetwork();
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    const hidden = { hidden: true } as const;
    expect(within(flyoutOf(item('Kaffee'))).getByRole('link', { name: 'Espresso', ...hidden })).toHaveAttribute(
      'href',
      '/c/coffee/beans/espresso',
    );
    expect(within(flyoutOf(item('Küche'))).getByRole('link', { name: 'Pfannen', ...hidden })).toBeInTheDocument();
    expect(
      within(flyoutOf(item('Themenwelten'))).getByRole('link', { name: /Skiurlaub/, ...hidden }),
    ).toBeInTheDocument();
  });
});
