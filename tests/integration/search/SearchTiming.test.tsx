import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { initialPlatformState } from '../../../src/app/platform';
import { AppRoutes } from '../../../src/app/routes';
import { storageKeys } from '../../../src/config/storage';
import { timings } from '../../../src/config/timings';
import { pageLocation } from '../../../src/lib/pageLocation';
import { renderWithProviders } from '../../support/renderWithProviders';
import {
  answerSuggestions,
  currentAddress,
  passTime,
  recordSuggestionRequests,
  renderSearch,
  searchBox,
  suggestionsFor,
} from '../../support/search';

/** Search under real timing: answers and retries are driven with fake timers. */
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

const withTimers = { userOptions: { advanceTimers: jest.advanceTimersByTime } };

const sentTexts = (sent: URLSearchParams[]) => sent.map((params) => params.get('q'));

describe('only the current text’s suggestions', () => {
  it('typing "te" over "kaffee" shows none of kaffee’s suggestions, and the arrows copy none of them', async () => {
    answerSuggestions((q) => suggestionsFor(q, 2, 0));
    const { user } = renderSearch();
    await user.type(searchBox(), 'kaffee');
    await passTime(timings.suggestionDebounceMs);
    expect(screen.getByRole('option', { name: 'kaffee 1' })).toBeVisible();

    await user.clear(searchBox());
    await user.type(searchBox(), 'te');
    // The answer for "te" has not been asked for yet (debounce): nothing is on show meanwhile.
    expect(screen.queryByRole('option', { name: 'kaffee 1' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(searchBox()).toHaveValue('te');

    await passTime(timings.suggestionDebounceMs);
    expect(screen.getByRole('option', { name: 'te 1' })).toBeVisible();
  });
});

describe('retries stop when the text moves on', () => {
  it('the retries of a failing text end when the shopper types another', async () => {
    const sent = recordSuggestionRequests();
    answerSuggestions((q) => (q === 'tee' ? new HttpResponse(null, { status: 503 }) : suggestionsFor(q)));
    const { user } = renderSearch();
    await user.type(searchBox(), 'tee');
    await passTime(timings.suggestionDebounceMs);
    expect(sentTexts(sent)).toEqual(['tee']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'kaf');
    await passTime(6 * timings.suggestionRetryDelayMs);
    expect(sentTexts(sent)).toEqual(['tee', 'kaf']);
  });

  it('retyping a text whose retries all failed starts no new storm', async () => {
    const sent = recordSuggestionRequests();
    answerSuggestions(() => new HttpResponse(null, { status: 503 }));
    const { user } = renderSearch();
    await user.type(searchBox(), 'tee');
    await passTime(timings.suggestionDebounceMs + 6 * timings.suggestionRetryDelayMs);
    expect(sentTexts(sent)).toEqual(['tee', 'tee', 'tee', 'tee', 'tee']);

    await user.clear(searchBox());
    await passTime(timings.suggestionDebounceMs);
    await user.type(searchBox(), 'tee');
    await passTime(timings.suggestionDebounceMs + 6 * timings.suggestionRetryDelayMs);
    expect(sent).toHaveLength(5);
    expect(screen.getByText('Vorschläge sind gerade nicht verfügbar. Sie können trotzdem suchen.')).toBeVisible();
  });
});

describe('no suggestion call without a shopper', () => {
  it('a page opened with ?query= shows the text and asks nothing until the shopper types', async () => {
    const sent = recordSuggestionRequests();
    answerSuggestions((q) => suggestionsFor(q));
    const { user } = renderSearch({ route: '/search?query=kaffee' });
    expect(searchBox()).toHaveValue('kaffee');
    await user.click(searchBox());
    await passTime(2 * timings.suggestionDebounceMs);
    expect(sent).toHaveLength(0);

    await user.type(searchBox(), 'm');
    await passTime(timings.suggestionDebounceMs);
    expect(sentTexts(sent)).toEqual(['kaffeem']);
  });
});

describe('the keyboard, per the APG combobox', () => {
  it('Alt+ArrowUp closes the list and keeps the value: no search, no product', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    answerSuggestions((q) => suggestionsFor(q, 2, 2));
    const { user } = renderSearch();
    await user.type(searchBox(), 'kaf');
    await passTime(timings.suggestionDebounceMs);
    await user.keyboard('{ArrowDown}');
    expect(searchBox()).toHaveValue('kaf 1');

    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('kaf 1');
    expect(currentAddress()).toBe('/');
    expect(assign).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(currentAddress()).toBe('/search?query=kaf%201');
  });
});

describe('after a submit', () => {
  it('the new page is announced: its title names it and focus is on its main heading', async () => {
    answerSuggestions((q) => suggestionsFor(q));
    const { user } = renderWithProviders(<AppRoutes />, withTimers);
    await user.type(searchBox(), 'Espresso{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „Espresso“' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Suchergebnisse für „Espresso“');
  });

  it('the phone fly-out closes', async () => {
    answerSuggestions((q) => suggestionsFor(q));
    const phone = { platform: { ...initialPlatformState, viewportWidth: 375 } };
    const { user } = renderWithProviders(<AppRoutes />, { ...withTimers, preloadedState: phone });
    const toggle = screen.getByRole('button', { name: 'Suche' });
    await user.click(toggle);
    await user.type(searchBox(), 'Espresso{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „Espresso“' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Suchen' })).not.toBeInTheDocument();
  });
});

describe('search tracking', () => {
  it('stores <session id>_<product id> as text, for a click and for a middle click', async () => {
    answerSuggestions((q) => suggestionsFor(q, 1, 2));
    const { user } = renderSearch();
    await user.type(searchBox(), 'kaf');
    await passTime(timings.suggestionDebounceMs);
    const tile = screen.getByRole('option', { name: 'Produkt kaf 2' });
    await user.pointer({ keys: '[MouseMiddle]', target: tile });
    const stored = window.localStorage.getItem(storageKeys.searchProductView);
    expect(stored).toMatch(/^[0-9a-f]{32}_kaf-p2$/);
    expect(window.localStorage.getItem(storageKeys.searchAddToBasket)).toBe(stored);
  });

  it('shows each tile’s picture as decoration beside the title that names it', async () => {
    answerSuggestions((q) => suggestionsFor(q, 1, 2));
    const { user } = renderSearch();
    await user.type(searchBox(), 'kaf');
    await passTime(timings.suggestionDebounceMs);
    const tile = screen.getByRole('option', { name: 'Produkt kaf 1' });
    expect(within(tile).queryByRole('img')).not.toBeInTheDocument();
  });
});
