import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import './setupConsole';
import { server } from '../mocks/node';
import { resetMockServices } from '../mocks/reset';
import { siteCodes } from '../src/config/sites';
import { loadRedirectTable, preloadSearchCombobox } from '../src/features/search';
import { stopWindowBridges } from './support/renderWithProviders';
import { forgetOpenRequests } from './support/network';
import { forgetObservers, installFakeIntersectionObserver } from './support/viewport';
import { emptyStyleSheet } from './support/styles';

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

// findBy… and waitFor end as soon as what they wait for is on screen; their limit only says how long
// a failing one looks. One second (the default) is a speed assumption: a render of the whole shop
// on a loaded two-core host took longer. The end state is the same, only later.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // As the page does at start (src/app/index.tsx): the search's redirect tables, here every site's.
  await Promise.all(siteCodes.map(loadRedirectTable));
  // The search combobox's chunk, as the page has it by the time a shopper types: the field renders
  // as the combobox at once. A `*.plainField.test.tsx` file starts without it, with the plain field
  // of the first paint (tests/integration/search/SearchHandover.plainField.test.tsx).
  if (!/\.plainField\.test\.tsx$/.test(expect.getState().testPath ?? '')) await preloadSearchCombobox();
});
afterEach(() => {
  emptyStyleSheet();
  stopWindowBridges();
  forgetOpenRequests();
  forgetObservers();
  server.resetHandlers();
  resetMockServices();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
