import styled from '@emotion/styled';
import type { UseComboboxPropGetters } from 'downshift';
import { useId } from 'react';
import { Image } from '../../../design-system/Image/Image';
import { trackSuggestedProductClick } from '../searchTracking';
import type { SuggestedProduct } from '../types';

export type Suggestion =
  | { readonly kind: 'term'; readonly text: string }
  | { readonly kind: 'product'; readonly product: SuggestedProduct; readonly href: string };

export interface SuggestionPanelProps {
  open: boolean;
  widthPx: number;
  /**
   * No wider than the search form: in the search overlay the form spans the overlay, and a panel
   * as wide as the viewport (`100vw`, which counts a classic scrollbar) would stick out past the
   * page on its right, which then scrolled sideways (Firefox at 375 px, issue 48).
   */
  fitsForm?: boolean;
  /** Terms first, then products: the order the arrow keys walk. */
  items: readonly Suggestion[];
  highlightedIndex: number;
  getMenuProps: UseComboboxPropGetters<Suggestion>['getMenuProps'];
  getItemProps: UseComboboxPropGetters<Suggestion>['getItemProps'];
  labels: { list: string; terms: string; products: string };
}

const tileImagePx = 56;
/** Two tiles side by side in the 550 px panel, one per row in a flyout's 350 or 270. */
const tileMinWidthPx = 240;

/**
 * The suggestion panel (header-search-cart.md 4): one listbox, the terms in one group and the
 * product tiles in another. A tile is a link with the option role (allowed on `a`), so a click,
 * a middle click and "open in new tab" work as on any link, while the arrow keys reach it from
 * the input through aria-activedescendant. The listbox stays in the DOM while closed, as the
 * combobox's aria-controls needs a target.
 */
export function SuggestionPanel({
  open,
  widthPx,
  fitsForm = false,
  items,
  highlightedIndex,
  getMenuProps,
  getItemProps,
  labels,
}: SuggestionPanelProps) {
  const termsId = useId();
  const productsId = useId();
  const indexed = items.map((item, index) => ({ item, index }));
  const terms = indexed.filter(({ item }) => item.kind === 'term');
  const products = indexed.filter(({ item }) => item.kind === 'product');

  return (
    <Panel
      {...getMenuProps({
        'aria-label': labels.list,
        // A click on the panel's gaps or headings must not take focus from the input, which
        // would close the panel under the pointer.
        onMouseDown: (event) => event.preventDefault(),
        widthPx,
        fitsForm,
      })}
      hidden={!open}
    >
      {open && terms.length > 0 && (
        <Group role="group" aria-labelledby={termsId}>
          <GroupLabel id={termsId} role="presentation">
            {labels.terms}
          </GroupLabel>
          {terms.map(({ item, index }) => (
            <Term key={`term-${index}`} highlighted={index === highlightedIndex} {...getItemProps({ item, index })}>
              {item.kind === 'term' && item.text}
            </Term>
          ))}
        </Group>
      )}
      {open && products.length > 0 && (
        <Group role="group" aria-labelledby={productsId}>
          <GroupLabel id={productsId} role="presentation">
            {labels.products}
          </GroupLabel>
          <Tiles>
            {products.map(({ item, index }) =>
              item.kind === 'product' ? (
                <ProductTile
                  key={item.product.id}
                  suggestion={item}
                  highlighted={index === highlightedIndex}
                  itemProps={getItemProps({ item, index })}
                />
              ) : null,
            )}
          </Tiles>
        </Group>
      )}
    </Panel>
  );
}

function ProductTile({
  suggestion,
  highlighted,
  itemProps,
}: {
  suggestion: Suggestion & { kind: 'product' };
  highlighted: boolean;
  itemProps: Record<string, unknown>;
}) {
  const titleId = useId();
  const { product, href } = suggestion;
  return (
    // The option is named by its title, shown beside the picture: the picture is decorative (an
    // alt text repeating the title would be read twice, axe image-redundant-alt). A middle click
    // opens the tile in a new tab, which is a click on the suggestion too.
    <Tile
      href={href}
      tabIndex={-1}
      aria-labelledby={titleId}
      highlighted={highlighted}
      onAuxClick={(event) => {
        if (event.button === 1) trackSuggestedProductClick(product.id);
      }}
      {...itemProps}
    >
      <Image src={product.imageProductThumb} alt="" width={tileImagePx} height={tileImagePx} />
      <TileTitle id={titleId}>{product.title}</TileTitle>
    </Tile>
  );
}

const Panel = styled.div<{ widthPx: number; fitsForm: boolean }>(({ theme, widthPx, fitsForm }) => ({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: theme.zIndex.flyout,
  width: `${widthPx}px`,
  maxWidth: fitsForm ? '100%' : 'calc(100vw - 16px)',
  maxHeight: '70vh',
  overflowY: 'auto',
  marginTop: theme.space(1),
  padding: theme.space(2),
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.m,
  boxShadow: theme.shadow.overlay,
  '&[hidden]': { display: 'none' },
}));

const Group = styled.div(({ theme }) => ({ '& + &': { marginTop: theme.space(2) } }));

const GroupLabel = styled.div(({ theme }) => ({
  padding: `${theme.space(1)} ${theme.space(2)}`,
  color: theme.color.textMuted,
  fontSize: theme.font.size.xs,
  fontWeight: theme.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
}));

const highlight = (theme: { color: { surfaceAlt: string; focus: string } }) => ({
  background: theme.color.surfaceAlt,
  boxShadow: `inset 0 0 0 2px ${theme.color.focus}`,
});

const Term = styled.div<{ highlighted: boolean }>(({ theme, highlighted }) => ({
  padding: `${theme.space(2)} ${theme.space(2)}`,
  borderRadius: theme.radius.s,
  cursor: 'pointer',
  color: theme.color.text,
  fontSize: theme.font.size.m,
  overflowWrap: 'anywhere',
  ':hover': { background: theme.color.surfaceAlt },
  ...(highlighted && highlight(theme)),
}));

const Tiles = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${tileMinWidthPx}px, 100%), 1fr))`,
  gap: theme.space(2),
}));

const Tile = styled.a<{ highlighted: boolean }>(({ theme, highlighted }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  padding: theme.space(2),
  borderRadius: theme.radius.s,
  color: theme.color.text,
  textDecoration: 'none',
  fontSize: theme.font.size.s,
  ':hover': { textDecoration: 'underline', background: theme.color.surfaceAlt },
  // The picture keeps its size; the title wraps.
  '& > :first-of-type': { flexShrink: 0 },
  ...(highlighted && highlight(theme)),
}));

const TileTitle = styled.span({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'break-word',
});
