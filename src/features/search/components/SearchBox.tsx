import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector, useClientNavigate } from '../../../app/hooks';
import { limits } from '../../../config/limits';
import { VisuallyHidden } from '../../../design-system/VisuallyHidden/VisuallyHidden';
import { pageLocation } from '../../../lib/pageLocation';
import { selectSiteCode } from '../../../app/platform';
import { searchFieldMessages } from '../messages';
import { submitSearch } from '../submitSearch';
import { useInitialQuery } from '../useInitialQuery';
import { SearchFieldButtons } from './SearchFieldButtons';
import { Field, Form, Input } from './searchFieldStyles';
import type { Handover, Navigate, ReadHandover, SearchBoxProps } from './searchBoxTypes';

type Combobox = (typeof import('./SearchCombobox'))['SearchCombobox'];

let loaded: Combobox | undefined;
let loading: Promise<Combobox> | undefined;

/**
 * The combobox with its suggestion panel is a chunk of its own (downshift and the panel, about
 * 10 kB gzip of the first load, issue 16). A failed download can be tried again.
 */
export function preloadSearchCombobox(): Promise<Combobox> {
  loading ??= import(/* webpackChunkName: "search-combobox" */ './SearchCombobox').then(
    ({ SearchCombobox }) => (loaded = SearchCombobox),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The header's search field (header-search-cart.md 2, 4, 5). The first paint has a plain field
 * that looks the same and already searches on Enter; the combobox with its suggestions takes its
 * place once its chunk is here: asked for when the browser is idle after the page has loaded, or
 * at once when the shopper reaches for the field. What was typed, the focus and the text cursor
 * carry over. Submitting goes to the redirect table's page, or to the results page by client-side
 * navigation when a router exists, else by a full page load.
 */
export function SearchBox(props: SearchBoxProps) {
  const navigate = useClientNavigate() ?? pageLocation.assign;
  const [combobox, setCombobox] = useState<{ Combobox: Combobox; handover?: ReadHandover } | undefined>(() =>
    loaded ? { Combobox: loaded } : undefined,
  );
  const input = useRef<HTMLInputElement>(null);
  const asked = useRef(false);

  const upgrade = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    preloadSearchCombobox().then(
      (Combobox) => {
        if (!input.current) return;
        // Read when the combobox renders, a task later, not now: the shopper may type meanwhile.
        const handover = () => {
          const field = input.current;
          if (!field) return undefined;
          const focused = document.activeElement === field;
          const selection: Handover['selection'] = focused
            ? [field.selectionStart ?? 0, field.selectionEnd ?? 0]
            : null;
          return { value: field.value, focused, selection };
        };
        setCombobox({ Combobox, handover });
      },
      // The plain field goes on working (Enter searches); the next reach for it tries again.
      () => (asked.current = false),
    );
  }, []);

  useEffect(() => {
    if (combobox) return;
    // After the first paint, when the browser has a moment; a timer where it cannot say (Safari
    // has no requestIdleCallback). The check comes first, where eslint-plugin-compat sees it.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(upgrade, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(upgrade, 200);
    return () => window.clearTimeout(timer);
  }, [combobox, upgrade]);

  if (combobox) return <combobox.Combobox {...props} navigate={navigate} handover={combobox.handover} />;
  return <PlainSearchField {...props} navigate={navigate} input={input} onReach={upgrade} />;
}

interface PlainSearchFieldProps extends SearchBoxProps {
  navigate: Navigate;
  input: RefObject<HTMLInputElement | null>;
  /** The shopper reaches for the field: the combobox is wanted now. */
  onReach: () => void;
}

/** The field of the first paint: the combobox's look and name, collapsed; Enter searches. */
function PlainSearchField({
  placement,
  focusOnMount = false,
  onDismiss,
  navigate,
  input,
  onReach,
}: PlainSearchFieldProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectSiteCode);
  // Uncontrolled: what a shopper types into the server's HTML before the page's scripts have run
  // stays when React takes the field over (a controlled field would be reset to its state).
  const initialQuery = useInitialQuery();
  const [hasText, setHasText] = useState(initialQuery !== '');
  const id = useId();

  useEffect(() => {
    setHasText((input.current?.value ?? '') !== '');
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount, input]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onDismiss) {
      event.preventDefault();
      onDismiss();
    }
  };

  return (
    <Form
      role="search"
      noValidate
      placement={placement}
      onSubmit={(event) => {
        event.preventDefault();
        if (!submitSearch(input.current?.value ?? '', { site, dispatch, navigate })) input.current?.focus();
      }}
    >
      <VisuallyHidden as="label" {...{ htmlFor: id }}>
        {intl.formatMessage(searchFieldMessages.label)}
      </VisuallyHidden>
      <Field placement={placement}>
        <Input
          id={id}
          ref={input}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          type="search"
          maxLength={limits.searchInputMaxLength}
          placeholder={intl.formatMessage(searchFieldMessages.placeholder)}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          defaultValue={initialQuery}
          onChange={(event) => setHasText(event.target.value !== '')}
          onFocus={onReach}
          onPointerEnter={onReach}
          onKeyDown={onKeyDown}
        />
        <SearchFieldButtons
          canClear={hasText}
          onClear={() => {
            if (input.current) input.current.value = '';
            setHasText(false);
            input.current?.focus();
          }}
        />
      </Field>
    </Form>
  );
}
