/*
 * The search field's types, shared by the plain field (SearchBox) and the combobox that takes its
 * place (SearchCombobox, a lazy chunk): in a module of their own, so the chunk does not import the
 * field that imports it.
 */

/**
 * Where the field sits, which sets the panel's width (header-search-cart.md 9): in the header bar
 * (the input grows from 170 to 408 px on focus, the panel overlays the page at 550), in the search
 * overlay the fly-out opens (550), or inside a navigation flyout (350, or 270 where it is narrow).
 */
export type SearchPlacement = 'header' | 'overlay' | 'flyout' | 'flyoutNarrow';

export interface SearchBoxProps {
  placement: SearchPlacement;
  /** Put the cursor in the field at once: the shopper opened the fly-out to type. */
  focusOnMount?: boolean;
  /** Escape while no suggestion shows: the fly-out closes. */
  onDismiss?: () => void;
}

export type Navigate = (href: string) => void;

/** What the plain field hands to the combobox that takes its place. */
export interface Handover {
  value: string;
  focused: boolean;
  /** The text cursor (selection start and end) while focused. */
  selection: [number, number] | null;
}

/**
 * Reads the Handover from the plain field, as the combobox renders to take its place (it is still
 * in the page then): keys typed after the combobox's chunk came and before it rendered are in it.
 */
export type ReadHandover = () => Handover | undefined;
