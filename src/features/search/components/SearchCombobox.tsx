import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCombobox, type UseComboboxStateChangeOptions } from 'downshift';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { dimensions, limits } from '../../../config/limits';
import { timings } from '../../../config/timings';
import { VisuallyHidden } from '../../../design-system/VisuallyHidden/VisuallyHidden';
import { pageLocation } from '../../../lib/pageLocation';
import { selectPageOrigin, selectSiteCode } from '../../../app/platform';
import { searchFieldMessages, suggestionMessages, suggestionPanelMessages } from '../messages';
import { productHref } from '../productHref';
import { searchApi, useGetSuggestionsQuery } from '../searchApi';
import { submitSearch } from '../submitSearch';
import { trackSuggestedProductClick } from '../searchTracking';
import { useDebouncedValue } from '../useDebouncedValue';
import { useInitialQuery } from '../useInitialQuery';
import type { Navigate, ReadHandover, SearchBoxProps, SearchPlacement } from './searchBoxTypes';
import { SearchFieldButtons } from './SearchFieldButtons';
import { Field, Form, Input, Note } from './searchFieldStyles';
import { SuggestionPanel, type Suggestion } from './SuggestionPanel';

const panelWidthPx: Record<SearchPlacement, number> = {
  header: dimensions.suggestionPanelOverlayPx,
  overlay: dimensions.suggestionPanelOverlayPx,
  flyout: dimensions.suggestionPanelFlyoutPx[0],
  flyoutNarrow: dimensions.suggestionPanelFlyoutPx[1],
};

/**
 * The search field with its suggestion panel (header-search-cart.md 2, 4, 5): a WAI-ARIA
 * combobox (downshift's `useCombobox`) whose listbox holds the suggested terms, then the product
 * tiles. A chunk of its own: SearchBox shows a plain field until it is here, and hands over what
 * the shopper typed there, and the focus.
 */
export function SearchCombobox({
  placement,
  focusOnMount = false,
  onDismiss,
  navigate,
  handover,
}: SearchBoxProps & { navigate: Navigate; handover?: ReadHandover }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectSiteCode);
  const origin = useAppSelector(selectPageOrigin);
  // `typed` is what the shopper typed: it asks for suggestions and goes into tile links.
  // `shown` is the input's text, which arrowing through the terms replaces for the moment.
  const initialQuery = useInitialQuery();
  // The plain field's text, focus and cursor as this first render takes its place.
  const [handedOver] = useState(() => handover?.());
  const [typed, setTyped] = useState(() => handedOver?.value ?? initialQuery);
  const [shown, setShown] = useState(typed);
  const [focused, setFocused] = useState(false);
  // Escape closes the panel until the shopper types or arrows again.
  const [dismissed, setDismissed] = useState(false);
  // The element itself, not a ref object: downshift's prop getter takes it as a callback ref.
  const [input, setInput] = useState<HTMLInputElement | null>(null);

  // A page opened with ?query= shows the text but asks for nothing until the shopper types.
  // Text typed into the plain field before the combobox came asks at once, as typing here would.
  const [typedByShopper, setTypedByShopper] = useState(
    () => handedOver !== undefined && handedOver.value !== initialQuery,
  );
  const wanted = typed.trim();
  const longEnough = wanted.length >= limits.suggestionMinChars;
  const settled = useDebouncedValue(typedByShopper ? wanted : '', timings.suggestionDebounceMs);
  const args = useMemo(
    () => (settled.length >= limits.suggestionMinChars ? { q: settled, site } : skipToken),
    [settled, site],
  );
  // Each text is its own cache entry, and the hook reads the entry of the settled text only: a
  // late answer to an older text lands in that text's entry and is never shown for this one.
  // While the current text is on its way, the last answer stays (`data`) instead of flickering.
  const { data, currentData, isError } = useGetSuggestionsQuery(args);
  // The shopper left this text: its retries stop (the wait between two tries ends on abort).
  useEffect(() => {
    if (args === skipToken) return;
    return () => dispatch(searchApi.util.getRunningQueryThunk('getSuggestions', args))?.abort();
  }, [args, dispatch]);
  // A list is on show only while the text in the field still starts with the text it answered
  // ("kaf" -> "kaff"); typed over ("kaffee" -> "te"), it would offer another text's suggestions.
  const [answeredText, setAnsweredText] = useState('');
  if (currentData && answeredText !== settled) setAnsweredText(settled);
  const listText = currentData ? settled : answeredText;
  const answer = longEnough && !isError && wanted.startsWith(listText) ? data : undefined;
  const items: Suggestion[] = answer
    ? [
        ...answer.searchTerms.map((term) => ({ kind: 'term' as const, text: term.searchterm })),
        ...answer.products.map((product) => ({
          kind: 'product' as const,
          product,
          href: productHref(product, typed, origin),
        })),
      ]
    : [];
  const panelShown = focused && !dismissed && items.length > 0;

  // The selected option, by index into `items`. A new answer is a new list: the selection starts
  // over, or Enter would choose whatever now sits where the old choice was.
  const [highlightedIndex, setHighlightedIndex] = useState(-1);
  const [listShown, setListShown] = useState(answer);
  if (answer !== listShown) {
    setListShown(answer);
    setHighlightedIndex(-1);
  }

  useEffect(() => {
    if (focusOnMount) input?.focus();
  }, [focusOnMount, input]);
  // Taking over from the plain field: the focus and the text cursor stay where the shopper had them.
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    if (tookOver.current || !input || !handedOver?.focused) return;
    tookOver.current = true;
    input.focus();
    if (handedOver.selection) input.setSelectionRange(...handedOver.selection);
  }, [input, handedOver]);

  const openProduct = (suggestion: Suggestion & { kind: 'product' }) => {
    trackSuggestedProductClick(suggestion.product.id);
    pageLocation.assign(suggestion.href);
  };

  const submit = (term: string) => {
    if (!submitSearch(term, { site, dispatch, navigate })) {
      input?.focus();
      return;
    }
    setDismissed(true);
  };

  const stateReducer = (
    state: { inputValue: string; highlightedIndex: number },
    options: UseComboboxStateChangeOptions<Suggestion>,
  ): Partial<typeof options.changes> => {
    const { type, changes } = options;
    // Alt+ArrowUp closes the list and keeps the field's text (APG combobox); downshift would
    // choose the selected option, which submits or opens a product.
    if (type === useCombobox.stateChangeTypes.InputKeyDownArrowUp && (options as { altKey?: boolean }).altKey) {
      return { isOpen: false, highlightedIndex: -1, inputValue: state.inputValue };
    }
    switch (type) {
      case useCombobox.stateChangeTypes.InputKeyDownArrowUp:
      case useCombobox.stateChangeTypes.InputKeyDownArrowDown:
      case useCombobox.stateChangeTypes.InputKeyDownPageDown:
      case useCombobox.stateChangeTypes.InputKeyDownPageUp: {
        // The selection copies a term into the input; on a product the typed text comes back.
        const item = items[changes.highlightedIndex ?? -1];
        return { ...changes, inputValue: item?.kind === 'term' ? item.text : typed };
      }
      case useCombobox.stateChangeTypes.ItemMouseMove:
      case useCombobox.stateChangeTypes.MenuMouseLeave:
        // Only the keyboard selects: a pointer resting on the panel must not change what Enter
        // does while the input shows something else. Hovering is a CSS highlight only.
        return { ...changes, highlightedIndex: state.highlightedIndex };
      case useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem:
        // selectedItem is held at null; downshift would write itemToString(null), '', into the
        // input once a choice has gone through. The input keeps what it shows.
        return { ...changes, inputValue: state.inputValue };
      case useCombobox.stateChangeTypes.InputBlur:
        // Leaving the field chooses nothing: only Enter or a click does.
        return { ...changes, selectedItem: null, inputValue: state.inputValue };
      case useCombobox.stateChangeTypes.InputKeyDownEnter:
      case useCombobox.stateChangeTypes.ItemClick: {
        const item = changes.selectedItem;
        return { ...changes, inputValue: item?.kind === 'term' ? item.text : state.inputValue };
      }
      default:
        return changes;
    }
  };

  const { getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<Suggestion>({
    items,
    highlightedIndex,
    onHighlightedIndexChange: ({ highlightedIndex: index }) => setHighlightedIndex(index ?? -1),
    itemToString: (item) => (item?.kind === 'term' ? item.text : item?.kind === 'product' ? item.product.title : ''),
    itemToKey: (item) => (item?.kind === 'term' ? `term:${item.text}` : `product:${item?.product.id}`),
    inputValue: shown,
    isOpen: panelShown,
    // Controlled as "nothing chosen", so choosing the same term twice submits twice.
    selectedItem: null,
    stateReducer,
    onInputValueChange: ({ type, inputValue }) => {
      setShown(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange) {
        setTyped(inputValue);
        setTypedByShopper(true);
        setDismissed(false);
      }
    },
    onIsOpenChange: ({ type, isOpen }) => {
      if (type === useCombobox.stateChangeTypes.InputKeyDownEscape) setDismissed(true);
      else if (type === useCombobox.stateChangeTypes.InputKeyDownArrowUp && !isOpen) setDismissed(true);
      else if (isOpen) setDismissed(false);
    },
    onSelectedItemChange: ({ type, selectedItem }) => {
      if (selectedItem?.kind === 'term') {
        setTyped(selectedItem.text);
        submit(selectedItem.text);
      } else if (selectedItem?.kind === 'product') {
        // A click on a tile is a click on its link: the browser follows it (also to a new tab).
        if (type === useCombobox.stateChangeTypes.ItemClick) trackSuggestedProductClick(selectedItem.product.id);
        else openProduct(selectedItem);
      }
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const closed = !panelShown;
    // Enter with nothing selected submits the form, which downshift would swallow while open.
    const plainEnter = event.key === 'Enter' && highlightedIndex < 0;
    // Escape on a closed panel belongs to the fly-out; downshift would empty the field.
    const outerEscape = event.key === 'Escape' && closed;
    // Home and End move the text cursor, as in any text field (APG combobox).
    const caretKey = event.key === 'Home' || event.key === 'End';
    if (plainEnter || outerEscape || caretKey) {
      (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    }
    if (outerEscape && onDismiss) {
      event.preventDefault();
      onDismiss();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(shown);
  };

  const clear = () => {
    setTypedByShopper(true);
    setTyped('');
    setShown('');
    input?.focus();
  };

  const showFailure = focused && longEnough && (isError || Boolean(answer?.unavailable));
  // Announced once the current text's answer is in, not for the answer still on show meanwhile.
  const count =
    focused && longEnough && currentData && settled === wanted
      ? intl.formatMessage(suggestionMessages.count, { count: items.length })
      : '';

  return (
    <Form role="search" onSubmit={onSubmit} noValidate placement={placement}>
      <VisuallyHidden as="label" {...getLabelProps()}>
        {intl.formatMessage(searchFieldMessages.label)}
      </VisuallyHidden>
      <Field placement={placement}>
        <Input
          {...getInputProps({
            ref: setInput,
            type: 'search',
            maxLength: limits.searchInputMaxLength,
            placeholder: intl.formatMessage(searchFieldMessages.placeholder),
            autoComplete: 'off',
            spellCheck: false,
            enterKeyHint: 'search',
            onKeyDown,
            onFocus: () => setFocused(true),
            onBlur: () => setFocused(false),
          })}
        />
        <SearchFieldButtons canClear={shown !== ''} onClear={clear} />
      </Field>
      <SuggestionPanel
        open={panelShown}
        widthPx={panelWidthPx[placement]}
        fitsForm={placement === 'overlay'}
        items={items}
        highlightedIndex={highlightedIndex}
        getMenuProps={getMenuProps}
        getItemProps={getItemProps}
        labels={{
          list: intl.formatMessage(suggestionPanelMessages.list),
          terms: intl.formatMessage(suggestionPanelMessages.terms),
          products: intl.formatMessage(suggestionPanelMessages.products),
        }}
      />
      {/* One polite live region: the count for screen readers, or the failure for everyone. */}
      <div role="status">
        {showFailure ? (
          <Note>{intl.formatMessage(suggestionPanelMessages.unavailable)}</Note>
        ) : (
          <VisuallyHidden>{count}</VisuallyHidden>
        )}
      </div>
    </Form>
  );
}
