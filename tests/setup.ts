import '@testing-library/jest-dom';
import { File as NodeFile } from 'node:buffer';
import './setupConsole';
import { server } from '../mocks/node';
import { resetCartService } from '../mocks/handlers/cart';
import { resetSearchService } from '../mocks/handlers/search';
import { resetNewsletterService } from '../mocks/handlers/newsletter';
import { resetPromotionService } from '../mocks/handlers/promotion';
import { resetFooterService } from '../mocks/handlers/footer';
import { resetSupportService } from '../mocks/handlers/support';
import { resetLoginService } from '../mocks/handlers/login';
import { resetPreviewService } from '../mocks/handlers/preview';
import { resetScenarios } from '../mocks/scenarios';
import { siteCodes } from '../src/config/sites';
import { loadRedirectTable, preloadSearchCombobox } from '../src/features/search';
import { stopWindowBridges } from './support/renderWithProviders';
import { forgetOpenRequests } from './support/network';
import { forgetObservers, installFakeIntersectionObserver } from './support/viewport';
import { emptyStyleSheet, memoizeComputedStyle } from './support/styles';

// React 19 reads a submitted form with `new FormData(form, submitter)` when the submit starts a
// transition (a navigation in a transition does). jest-fixed-jsdom's FormData is Node's, which takes no
// form element: this one reads the form's named controls, as the browser's does.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class FormDataOfForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of Array.from(form?.elements ?? [])) {
      const control = element as HTMLInputElement;
      if (control.name && !control.disabled) this.append(control.name, control.value);
    }
  }
} as typeof FormData;

// jest-fixed-jsdom gives Node's Blob and FormData but leaves jsdom's File, which Node's FormData
// refuses ("parameter 2 is not of type 'Blob'"); a browser's FormData takes its own File. Node's
// File (a Blob) makes the multipart contact request work as in a browser.
globalThis.File = NodeFile as unknown as typeof File;

installFakeIntersectionObserver();
memoizeComputedStyle();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // As the page does at start (src/app/index.tsx): the search's redirect tables, here every site's.
  await Promise.all(siteCodes.map(loadRedirectTable));
  // The search combobox's chunk, as the page has it by the time a shopper types: the field renders
  // as the combobox at once (tests/integration/search/SearchBoxChunk.test.tsx tries the plain field).
  await preloadSearchCombobox();
});
afterEach(() => {
  emptyStyleSheet();
  stopWindowBridges();
  forgetOpenRequests();
  forgetObservers();
  server.resetHandlers();
  resetScenarios();
  resetCartService();
  resetSearchService();
  resetNewsletterService();
  resetPromotionService();
  resetFooterService();
  resetSupportService();
  resetLoginService();
  resetPreviewService();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
