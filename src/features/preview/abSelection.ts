import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The 'None' option's value in the test select: no test (the placeholder's value is ''). */
export const noTest = ':none';

/**
 * The A/B part of the preview settings form (newsletter-footer-preview.md 4, "Preview A/B
 * selection"): a test and one of its groups, '' for none. `groupRequired` is the group select's
 * 'Required' error. Form state, so it lives in the dialog (`useReducer`), not in the store.
 */
export interface AbSelectionState {
  test: string;
  group: string;
  groupRequired: boolean;
}

export const noSelection: AbSelectionState = { test: '', group: '', groupRequired: false };

export const abSelectionSlice = createSlice({
  name: 'abSelection',
  initialState: noSelection,
  reducers: {
    /**
     * A real test enables the group select, resets it to its placeholder and marks it 'Required';
     * 'None' or the placeholder clears the selection and disables the group select.
     */
    testChosen(_state, action: PayloadAction<string>) {
      const test = action.payload;
      if (test === '' || test === noTest) return noSelection;
      return { test, group: '', groupRequired: true };
    },
    /** A real group clears the error and completes the selection; the placeholder marks it 'Required' again. */
    groupChosen(state, action: PayloadAction<string>) {
      if (state.test === '') return;
      state.group = action.payload;
      state.groupRequired = action.payload === '';
    },
    /** A new preview date reloads the tests: the group goes back to its placeholder. */
    dateChanged(state) {
      state.group = '';
      state.groupRequired = state.test !== '';
    },
    /** The date's active tests have arrived: a chosen test that is not among them is dropped. */
    testsLoaded(state, action: PayloadAction<readonly string[]>) {
      if (state.test !== '' && !action.payload.includes(state.test)) return noSelection;
    },
  },
});

export const { testChosen, groupChosen, dateChanged, testsLoaded } = abSelectionSlice.actions;

/** The selection as the preview cookie holds it: a test with its group, or none. */
export function initialAbSelection(test: string | null, group: string | null): AbSelectionState {
  return test && group ? { test, group, groupRequired: false } : noSelection;
}

/** Valid when empty or when the chosen test also has a group (spec 5): only then is it submitted. */
export const isSelectionComplete = ({ test, group }: AbSelectionState): boolean =>
  (test === '' && group === '') || (test !== '' && group !== '');
