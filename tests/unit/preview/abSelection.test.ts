import {
  abSelectionSlice,
  dateChanged,
  groupChosen,
  initialAbSelection,
  isSelectionComplete,
  noSelection,
  noTest,
  testChosen,
  testsLoaded,
  type AbSelectionState,
} from '../../../src/features/preview/abSelection';

const { reducer } = abSelectionSlice;
const chosen = (test: string, group: string): AbSelectionState => ({ test, group, groupRequired: false });

describe('the preview A/B selection (newsletter-footer-preview.md 4, 5)', () => {
  it('choosing a real test resets the group to its placeholder and marks it Required', () => {
    expect(reducer(noSelection, testChosen('checkout-button-colour'))).toEqual({
      test: 'checkout-button-colour',
      group: '',
      groupRequired: true,
    });
    // From a complete selection too: the other test's group does not carry over.
    expect(reducer(chosen('suggestion-count', 'five'), testChosen('checkout-button-colour'))).toEqual({
      test: 'checkout-button-colour',
      group: '',
      groupRequired: true,
    });
  });

  it('choosing a real group clears the error and completes the selection', () => {
    const state = reducer(reducer(noSelection, testChosen('suggestion-count')), groupChosen('eight'));
    expect(state).toEqual(chosen('suggestion-count', 'eight'));
    expect(isSelectionComplete(state)).toBe(true);
  });

  it("choosing the group's placeholder again marks it Required", () => {
    expect(reducer(chosen('suggestion-count', 'eight'), groupChosen(''))).toEqual({
      test: 'suggestion-count',
      group: '',
      groupRequired: true,
    });
  });

  it.each([
    ['None', noTest],
    ['the placeholder', ''],
  ])('choosing %s clears the selection (the group select is disabled then)', (_name, value) => {
    expect(reducer(chosen('suggestion-count', 'eight'), testChosen(value))).toEqual(noSelection);
    expect(reducer({ test: 'suggestion-count', group: '', groupRequired: true }, testChosen(value))).toEqual(
      noSelection,
    );
  });

  it('a group without a test changes nothing (its select is disabled)', () => {
    expect(reducer(noSelection, groupChosen('A'))).toEqual(noSelection);
  });

  it('a new date resets the group: Required again with a test, nothing without one', () => {
    expect(reducer(chosen('checkout-button-colour', 'B'), dateChanged())).toEqual({
      test: 'checkout-button-colour',
      group: '',
      groupRequired: true,
    });
    expect(reducer(noSelection, dateChanged())).toEqual(noSelection);
  });

  it("drops a chosen test that is not active on the new date's list, keeps one that is", () => {
    const withTest = { test: 'advent-calendar-teaser', group: '', groupRequired: true };
    expect(reducer(withTest, testsLoaded(['checkout-button-colour']))).toEqual(noSelection);
    expect(reducer(withTest, testsLoaded(['advent-calendar-teaser']))).toEqual(withTest);
    expect(reducer(noSelection, testsLoaded([]))).toEqual(noSelection);
  });

  it('is complete when empty or with test and group, incomplete with a test alone', () => {
    expect(isSelectionComplete(noSelection)).toBe(true);
    expect(isSelectionComplete(chosen('suggestion-count', 'five'))).toBe(true);
    expect(isSelectionComplete({ test: 'suggestion-count', group: '', groupRequired: true })).toBe(false);
  });

  it('starts from the preview cookie: a test with its group, else none', () => {
    expect(initialAbSelection('suggestion-count', 'five')).toEqual(chosen('suggestion-count', 'five'));
    expect(initialAbSelection('suggestion-count', null)).toEqual(noSelection);
    expect(initialAbSelection(null, null)).toEqual(noSelection);
  });
});
