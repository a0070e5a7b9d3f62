import { act, screen } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { server } from '../../mocks/node';
import { endpoints } from '../../src/config/endpoints';
import { SearchBox, type SuggestionResponse } from '../../src/features/search';
import { settleNetwork } from './network';
import { renderWithProviders, type ProviderOptions } from './renderWithProviders';

let sent: URLSearchParams[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === endpoints.suggestions) sent.push(url.searchParams);
});

/** From now on, the query strings of the suggestion requests the page sends, in order. */
export function recordSuggestionRequests(): URLSearchParams[] {
  sent = [];
  return sent;
}

/** A suggestion service answering from a fixed table (q -> answer), for tests that need exact data. */
export function answerSuggestions(
  answer: (q: string) => SuggestionResponse | Response | Promise<SuggestionResponse | Response>,
): void {
  const resolver: HttpResponseResolver = async ({ request }) => {
    const result = await answer(new URL(request.url).searchParams.get('q') ?? '');
    return result instanceof Response ? result : HttpResponse.json(result);
  };
  server.use(http.get(endpoints.suggestions, resolver));
}

/** An answer with these terms and products named after the text. */
export function suggestionsFor(q: string, terms = 3, products = 2): SuggestionResponse {
  return {
    searchTerms: Array.from({ length: terms }, (_, i) => ({ searchterm: `${q} ${i + 1}` })),
    products: Array.from({ length: products }, (_, i) => ({
      id: `${q}-p${i + 1}`,
      title: `Produkt ${q} ${i + 1}`,
      productViewUrl: `/p/produkt-${i + 1}/${q}-p${i + 1}`,
      webshopProductDimensionKey: i === 0 ? `dim-${i + 1}` : null,
      imageProductThumb: `/img/${q}-${i + 1}.jpg`,
      imageAltText: `Bild ${q} ${i + 1}`,
    })),
  };
}

let address: { history: string[] } = { history: [] };

/** The address the last client-side navigation went to, as the address bar would show it. */
export const currentAddress = () => address.history.at(-1);

export const searchBox = (name = 'Suchen') => screen.getByRole('combobox', { name });

/** The header's search field beside the router's address, with user-event on jest's fake timers. */
export function renderSearch(options: ProviderOptions = {}) {
  const view = renderWithProviders(<SearchBox placement="header" />, {
    userOptions: { advanceTimers: jest.advanceTimersByTime },
    ...options,
  });
  address = view.address;
  return view;
}

/** Lets time pass (fake timers) with the answers that fall due in it arriving on the way. */
export async function passTime(ms: number) {
  const stepMs = 250;
  for (let passed = 0; passed < ms; passed += stepMs) {
    await act(() => jest.advanceTimersByTimeAsync(stepMs));
    await settleNetwork();
  }
}
