import { fireEvent, screen } from '@testing-library/react';
import { preloadSearchCombobox } from '../../../src/features/search';
import { renderSearch, searchBox } from '../../support/search';

/**
 * The header's first paint has a plain search field; the combobox takes its place once its chunk is
 * here (SearchBox). Its render comes a task after the chunk: keys typed in between went into the
 * plain field, which the combobox then replaced with the text it had read when the chunk came (the
 * e2e suite lost keys so on a busy CI machine, `ac41537`). Its own file, named `.plainField.`: the
 * chunk is loaded once per module registry, and tests/setup.ts loads it for every other file.
 */
const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeEach(() => {
  actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
});
afterEach(() => {
  scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

it('keeps the keys typed after the combobox’s chunk came and before the combobox rendered', async () => {
  renderSearch();
  const plain = searchBox() as HTMLInputElement;
  // The plain field: no listbox.
  expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
  // React renders as in a browser from here on: in its scheduler's tasks, not inside act().
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  fireEvent.input(plain, { target: { value: 'kaf' } });
  // The shopper reaches for the field: the chunk is asked for.
  plain.focus();
  // The chunk is here and SearchBox has asked React for the combobox, which renders in a later task.
  await preloadSearchCombobox();
  expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
  // Meanwhile the shopper types on, into the plain field.
  fireEvent.input(plain, { target: { value: 'kaffee' } });
  plain.setSelectionRange(6, 6);

  await screen.findByRole('listbox', { hidden: true });
  const combobox = searchBox() as HTMLInputElement;
  expect(combobox).not.toBe(plain);
  expect(combobox).toHaveValue('kaffee');
  expect(combobox).toHaveFocus();
  expect(combobox.selectionStart).toBe(6);
});
