import { act, screen, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { storageKeys } from '../../../src/config/storage';
import { timings } from '../../../src/config/timings';
import type { SuggestedProduct } from '../../../src/features/search/types';
import { pageLocation } from '../../../src/lib/pageLocation';
import {
  answerSuggestions,
  currentAddress,
  passTime,
  recordSuggestionRequests,
  renderSearch,
  searchBox,
  suggestionsFor,
} from '../../support/search';
import { settleNetwork } from '../../support/network';

/** Lets the debounce run out and the answer arrive. */
async function waitForAnswer() {
  await act(() => jest.advanceTimersByTimeAsync(timings.suggestionDebounceMs));
  await settleNetwork();
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('the search field', () => {
  it('is a combobox named "Suchen" that starts with the query parameter and takes at most 200 characters', async () => {
    const { user } = renderSearch({ route: '/?query=Kaffee%20Bohnen' });
    const field = searchBox();
    expect(field).toHaveValue('Kaffee Bohnen');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);

    await user.clear(field);
    await user.type(field, 'x'.repeat(250));
    expect(field).toHaveValue('x'.repeat(200));
  });

  it('starts empty when the query parameter is repeated', () => {
    renderSearch({ route: '/?query=a&query=b' });
    expect(searchBox()).toHaveValue('');
  });

  it('asks for suggestions from two characters, with the site and the limits', async () => {
    const sent = recordSuggestionRequests();
    answerSuggestions((q) => suggestionsFor(q));
    const { user } = renderSearch({ site: 'PL' });
    await user.type(searchBox('Szukaj'), 'k');
    await waitForAnswer();
    expect(sent).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(searchBox('Szukaj'), 'a');
    await waitForAnswer();
    expect(sent.map((params) => Object.fromEntries(params))).toEqual([
      { q: 'ka', site: 'PL', maxSearchTerms: '10', maxProducts: '5' },
    ]);
    expect(await screen.findByRole('listbox', { name: 'Podpowiedzi' })).toBeVisible();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('5 podpowiedzi');
  });

  it('shows the terms, then the product tiles that link with the typed text and the dimension key', async () => {
    answerSuggestions((q) => suggestionsFor(q));
    const { user } = renderSearch();
    await user.type(searchBox(), 'milch & kaffee');
    await waitForAnswer();

    const listbox = screen.getByRole('listbox', { name: 'Vorschläge' });
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'milch & kaffee 1',
      'milch & kaffee 2',
      'milch & kaffee 3',
      'Produkt milch & kaffee 1',
      'Produkt milch & kaffee 2',
    ]);
    const terms = within(listbox).getByRole('group', { name: 'Suchvorschläge' });
    expect(within(terms).getAllByRole('option')).toHaveLength(3);
    const products = within(listbox).getByRole('group', { name: 'Produkte' });
    const [first, second] = within(products).getAllByRole('option');
    expect(first).toHaveAttribute('href', '/p/produkt-1/milch%20&%20kaffee-p1?query=milch+%26+kaffee&dim1=dim-1');
    expect(second).toHaveAttribute('href', '/p/produkt-2/milch%20&%20kaffee-p2?query=milch+%26+kaffee');
    // The title names the tile; its picture is decoration (issue 11: no alt repeating the title).
    expect(within(first!).getByRole('presentation')).toHaveAttribute('src', '/img/milch & kaffee-1.jpg');
    expect(screen.getByText('5 Vorschläge')).toBeInTheDocument();
  });

  it('announces when there is nothing to suggest', async () => {
    answerSuggestions(() => ({ searchTerms: [], products: [] }));
    const { user } = renderSearch({ site: 'CZ' });
    await user.type(searchBox('Hledat'), 'qq');
    await waitForAnswer();
    expect(screen.getByText('Žádné návrhy')).toBeInTheDocument();
    expect(searchBox('Hledat')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the keyboard', () => {
  async function typed(text: string) {
    answerSuggestions((q) => suggestionsFor(q, 2, 1));
    const view = renderSearch();
    await view.user.type(searchBox(), text);
    await waitForAnswer();
    return view;
  }
  // The option a screen reader announces: the one the combobox's aria-activedescendant names.
  const active = () => {
    const id = searchBox().getAttribute('aria-activedescendant');
    // eslint-disable-next-line testing-library/no-node-access -- aria-activedescendant is an id reference
    return id ? document.getElementById(id) : null;
  };

  it('moves the selection with the arrows, wrapping around, and copies terms into the input', async () => {
    const { user } = await typed('tee');
    expect(active()).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('tee 1');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveValue('tee 1');

    await user.keyboard('{ArrowDown}');
    expect(searchBox()).toHaveValue('tee 2');

    // On a product the input shows what the shopper typed.
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Produkt tee 1');
    expect(searchBox()).toHaveValue('tee');

    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('tee 1');

    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Produkt tee 1');
  });

  it('copying a term does not ask for new suggestions', async () => {
    const sent = recordSuggestionRequests();
    const { user } = await typed('tee');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitForAnswer();
    expect(sent.map((params) => params.get('q'))).toEqual(['tee']);
  });

  it('Escape closes the panel and keeps the text; typing opens it again', async () => {
    const { user } = await typed('tee');
    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('tee');

    await user.keyboard('s');
    await waitForAnswer();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('Enter on a selected term searches for it by client-side navigation', async () => {
    const { user } = await typed('tee');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(currentAddress()).toBe('/search?query=tee%202');
    expect(searchBox()).toHaveValue('tee 2');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter on a selected product opens it and leaves the search tracking keys', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const { user } = await typed('tee');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(assign).toHaveBeenCalledWith('/p/produkt-1/tee-p1?query=tee&dim1=dim-1');
    const sessionId = window.sessionStorage.getItem('searchSessionId');
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    // Text, not a JSON string: the product page reads `<session id>_<product id>` as it is.
    const key = `${sessionId}_tee-p1`;
    expect(window.localStorage.getItem('searchTracking.productView')).toBe(key);
    expect(window.localStorage.getItem('searchTracking.addToBasket')).toBe(key);
  });

  it('a pointer resting on an option does not change what Enter does', async () => {
    const { user } = await typed('tee');
    await user.hover(screen.getByRole('option', { name: 'tee 2' }));
    expect(active()).toBeNull();
    await user.keyboard('{Enter}');
    expect(currentAddress()).toBe('/search?query=tee');
  });

  it('Home and End move the text cursor, not the selection', async () => {
    const { user } = await typed('tee');
    await user.keyboard('{ArrowDown}{End}{Home}');
    expect(active()).toHaveTextContent('tee 1');
    expect(searchBox()).toHaveValue('tee 1');
    expect((searchBox() as HTMLInputElement).selectionStart).toBe(0);
  });

  it('a new answer starts the selection over', async () => {
    answerSuggestions(async (q) => {
      if (q === 'tees') await delay(1000);
      return suggestionsFor(q, q === 'tees' ? 1 : 3, 0);
    });
    const { user } = renderSearch();
    await user.type(searchBox(), 'tee');
    await waitForAnswer();
    await user.type(searchBox(), 's');
    await act(() => jest.advanceTimersByTimeAsync(timings.suggestionDebounceMs + 100));
    // While "tees" is on its way the shopper arrows through the answer for "tee".
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('tee 3');
    await passTime(1000);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['tees 1']);
    expect(active()).toBeNull();
    await user.keyboard('{Enter}');
    expect(currentAddress()).toBe('/search?query=tee%203');
  });

  it('a click on the panel between the options keeps it open', async () => {
    const { user } = await typed('tee');
    await user.click(screen.getByText('Produkte'));
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(searchBox()).toHaveFocus();
  });

  it('a click on a term searches for it', async () => {
    const { user } = await typed('tee');
    await user.click(screen.getByRole('option', { name: 'tee 2' }));
    expect(currentAddress()).toBe('/search?query=tee%202');
    expect(searchBox()).toHaveValue('tee 2');
  });

  it('Enter with nothing selected submits the typed text', async () => {
    const { user } = await typed('tee');
    await user.keyboard('{Enter}');
    expect(currentAddress()).toBe('/search?query=tee');
  });
});

describe('submitting', () => {
  it('goes to the search page by client-side navigation, digits without their spaces', async () => {
    const { user } = renderSearch();
    await user.type(searchBox(), '  123 456 ');
    await user.click(screen.getByRole('button', { name: 'Suche starten' }));
    expect(currentAddress()).toBe('/search?query=123456');
  });

  it('sends a redirect word to its page with a full page load', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderSearch();
    await user.type(searchBox(), 'newsletter{Enter}');
    expect(assign).toHaveBeenCalledWith('/subscribenewsletter');
    expect(currentAddress()).toBe('/');
  });

  it('uses the redirect table of the site, case-sensitively', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderSearch({ site: 'HU' });
    await user.type(searchBox('Keresés'), 'Newsletter{Enter}');
    expect(assign).not.toHaveBeenCalled();
    expect(currentAddress()).toBe('/search?query=Newsletter');
  });

  it('an empty submit only puts the cursor in the field', async () => {
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Suche starten' }));
    expect(searchBox()).toHaveFocus();
    expect(currentAddress()).toBe('/');
  });

  it('the clear button empties the input and the suggestions', async () => {
    answerSuggestions((q) => suggestionsFor(q));
    const { user } = renderSearch();
    await user.type(searchBox(), 'tee');
    await waitForAnswer();
    await user.click(screen.getByRole('button', { name: 'Eingabe löschen' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eingabe löschen' })).not.toBeInTheDocument();
  });

  it('the panel shows only while the input has focus', async () => {
    answerSuggestions((q) => suggestionsFor(q));
    const { user } = renderSearch();
    await user.type(searchBox(), 'tee');
    await waitForAnswer();
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(searchBox());
    expect(screen.getByRole('listbox')).toBeVisible();
  });
});

describe('requests', () => {
  it('a burst of typing asks once, and a text typed again is answered from the cache', async () => {
    const sent = recordSuggestionRequests();
    answerSuggestions((q) => suggestionsFor(q));
    // A typist's pace: 120 ms between keys.
    const { user } = renderSearch({ userOptions: { advanceTimers: jest.advanceTimersByTime, delay: 120 } });
    await user.type(searchBox(), 'kaffeemaschine');
    await waitForAnswer();
    expect(sent.map((params) => params.get('q'))).toEqual(['kaffeemaschine']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'kaffeemaschine');
    await waitForAnswer();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('option', { name: 'kaffeemaschine 1' })).toBeVisible();
  });

  it('an answer to an older text never replaces the answer to the current one', async () => {
    answerSuggestions(async (q) => {
      // The first text's answer is slow, the second's fast: the first arrives last.
      if (q === 'ka') await delay(3000);
      return suggestionsFor(q, 1, 0);
    });
    const { user } = renderSearch();
    await user.type(searchBox(), 'ka');
    await waitForAnswer();
    await user.type(searchBox(), 'f');
    await waitForAnswer();
    expect(screen.getByRole('option', { name: 'kaf 1' })).toBeVisible();

    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['kaf 1']);
  });

  it('keeps the last suggestions while the next text is on its way', async () => {
    answerSuggestions(async (q) => {
      if (q === 'kaf') await delay(5000);
      return suggestionsFor(q, 1, 0);
    });
    const { user } = renderSearch();
    await user.type(searchBox(), 'ka');
    await waitForAnswer();
    await user.type(searchBox(), 'f');
    await act(() => jest.advanceTimersByTimeAsync(timings.suggestionDebounceMs + 100));
    expect(screen.getByRole('option', { name: 'ka 1' })).toBeVisible();
    await passTime(5000);
    expect(screen.getByRole('option', { name: 'kaf 1' })).toBeVisible();
  });

  it('does not keep the last suggestions for a text that does not go on from it', async () => {
    answerSuggestions(async (q) => {
      if (q === 'mo') await delay(5000);
      return suggestionsFor(q, 1, 0);
    });
    const { user } = renderSearch();
    await user.type(searchBox(), 'ka');
    await waitForAnswer();
    await user.clear(searchBox());
    await user.type(searchBox(), 'mo');
    await act(() => jest.advanceTimersByTimeAsync(timings.suggestionDebounceMs + 100));
    expect(screen.queryByRole('option', { name: 'ka 1' })).not.toBeInTheDocument();
    await passTime(5000);
    expect(screen.getByRole('option', { name: 'mo 1' })).toBeVisible();
  });

  it.each([400, 503])('retries a %i up to 4 times, 2 s apart', async (status) => {
    const sent = recordSuggestionRequests();
    let failures = 4;
    answerSuggestions((q) => (failures-- > 0 ? new HttpResponse(null, { status }) : suggestionsFor(q)));
    const { user } = renderSearch();
    await user.type(searchBox(), 'tee');
    await waitForAnswer();
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(timings.suggestionRetryDelayMs - 100));
    expect(sent).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(sent).toHaveLength(2);
    await passTime(3 * timings.suggestionRetryDelayMs);
    expect(sent).toHaveLength(5);
    expect(screen.getByRole('option', { name: 'tee 1' })).toBeVisible();
  });

  it('gives a 400 up after the fourth retry', async () => {
    const sent = recordSuggestionRequests();
    answerSuggestions(() => new HttpResponse(null, { status: 400 }));
    const { user } = renderSearch();
    await user.type(searchBox(), 'tee');
    await passTime(timings.suggestionDebounceMs + 8 * timings.suggestionRetryDelayMs);
    expect(sent).toHaveLength(5);
    expect(screen.getByText('Vorschläge sind gerade nicht verfügbar. Sie können trotzdem suchen.')).toBeVisible();
  });

  it('gives up after the fourth retry and says suggestions are unavailable; searching still works', async () => {
    const sent = recordSuggestionRequests();
    answerSuggestions(() => HttpResponse.json({ error: 'UNKNOWN' }, { status: 500 }));
    const { user } = renderSearch({ site: 'TR' });
    await user.type(searchBox('Ara'), 'kahve');
    await passTime(timings.suggestionDebounceMs + 5 * timings.suggestionRetryDelayMs);
    expect(sent).toHaveLength(5);
    expect(screen.getByText('Öneriler şu anda kullanılamıyor. Yine de arama yapabilirsiniz.')).toBeVisible();

    await user.keyboard('{Enter}');
    expect(currentAddress()).toBe('/search?query=kahve');
  });

  it('does not retry a request that got no answer at all', async () => {
    const sent = recordSuggestionRequests();
    answerSuggestions(() => HttpResponse.error());
    const { user } = renderSearch();
    await user.type(searchBox(), 'tee');
    await passTime(timings.suggestionDebounceMs + 5 * timings.suggestionRetryDelayMs);
    expect(sent).toHaveLength(1);
    expect(screen.getByText('Vorschläge sind gerade nicht verfügbar. Sie können trotzdem suchen.')).toBeVisible();
  });

  it('leaves out products whose address is no web page, and the field stays', async () => {
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    const good = suggestionsFor('tee', 0, 1).products[0]!;
    answerSuggestions(() =>
      HttpResponse.json({
        searchTerms: [],
        products: [
          { ...good, id: 'a', productViewUrl: 'http://' },
          { ...good, id: 'b', productViewUrl: 'javascript:alert(1)//' },
          good,
          good,
        ],
      }),
    );
    const { user } = renderSearch();
    await user.type(searchBox(), 'tee');
    await waitForAnswer();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([good.title]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(assign).toHaveBeenCalledWith('/p/produkt-1/tee-p1?query=tee&dim1=dim-1');
  });

  it('shows a product without a picture, and one whose id is a number, and picks it by its id', async () => {
    globalThis.expectConsoleWarnings?.([/^suggested product imageProductThumb: an optional field/]);
    const [first, second] = suggestionsFor('tee', 0, 2).products as [SuggestedProduct, SuggestedProduct];
    const { imageProductThumb: _none, ...withoutPicture } = first;
    answerSuggestions(() =>
      HttpResponse.json({
        searchTerms: [],
        products: [withoutPicture, { ...second, id: 140002, imageProductThumb: '' }],
      }),
    );
    const { user } = renderSearch();
    await user.type(searchBox(), 'tee');
    await waitForAnswer();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([first.title, second.title]);
    // No picture to load: the tile has none, the title names it.
    // eslint-disable-next-line testing-library/no-node-access -- a decorative picture has no role
    expect(screen.getAllByRole('option').map((option) => option.querySelector('img'))).toEqual([null, null]);
    jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(window.localStorage.getItem(storageKeys.searchProductView)).toMatch(/_140002$/);
  });

  it('leaves out suggestions without the fields a term or tile needs', async () => {
    answerSuggestions(() =>
      HttpResponse.json({
        searchTerms: [{ searchterm: 'gut' }, { searchterm: null }, {}],
        products: [{ id: 'x', title: 'ohne Adresse' }, null],
      }),
    );
    const { user } = renderSearch();
    await user.type(searchBox(), 'gu');
    await waitForAnswer();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['gut']);
  });
});
