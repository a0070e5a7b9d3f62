import styled from '@emotion/styled';
import { dequal } from 'dequal/lite';
import { memo, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../design-system/Button/Button';
import { Icon } from '../../../design-system/Icon/Icon';
import { IconButton } from '../../../design-system/IconButton/IconButton';
import { lineQuantity, lineTitle, restoreChange } from '../cartLines';
import { removeCartItem, restoreCartItem } from '../cartThunks';
import { miniCartLineMessages, miniCartMessages } from '../messages';
import type { DisplayLine } from '../miniCartSelectors';
import { isBlockingAvailability } from '../types';

/**
 * One cart line: title and quantity with a remove button, or, just removed, a restore button.
 *
 * Memoised on the line's content: a removal or restore re-renders only the line it changes, so the
 * click's frame stays within its budget (issue 16: painted within 16 ms). Every cart update builds
 * new line objects, and a removal's patch shifts the items after the removed one in their list:
 * applying a patch copies its values, so those items come back equal but not the same objects.
 */
export const CartLineItem = memo(
  CartLineItemRow,
  (before, after) =>
    before.removed === after.removed &&
    before.line.key === after.line.key &&
    before.line.defective === after.line.defective &&
    dequal(before.line.item, after.line.item),
);

function CartLineItemRow({ line, removed }: DisplayLine) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const title = lineTitle(line) ?? intl.formatMessage(miniCartLineMessages.untitled, { kind: line.kind });
  const availability = line.kind === 'article' || line.kind === 'freeArticle' ? line.item.availability : undefined;
  const hint = 'hint' in line.item ? line.item.hint : line.kind === 'giftCard' ? line.item.article.hint : undefined;
  const row = useRef<HTMLLIElement>(null);
  const keepFocus = useRef(false);
  // The button pressed is replaced (remove <-> restore): focus moves to its successor in the same
  // row, or to the row itself where there is none (a deleted subscription), never to the page.
  // Where the cart's focus keeper (CartContents) has moved it there already, a second focus()
  // would only cost the click's frame another style recalculation (issue 16).
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    if (row.current?.contains(row.current.ownerDocument.activeElement)) return;
    (row.current?.querySelector('button') ?? row.current)?.focus();
  }, [removed]);
  const withFocus = (action: () => void) => () => {
    keepFocus.current = true;
    action();
  };
  // One row for both states: the line's own text stays, unseen, under the removed line's message,
  // so the row keeps the height of the line it was. The lines below do not move under the
  // shopper's pointer, and the removal's frame repaints this row only (issue 16: painted within
  // 16 ms; a row 3 px taller repainted and re-rastered the rest of the panel).
  return (
    <Row ref={row} tabIndex={-1} data-line-key={line.key} data-removed={removed || undefined}>
      <Text data-part="line" aria-hidden={removed || undefined}>
        <Title>{title}</Title>
        {!line.defective && (
          <Quantity>{intl.formatMessage(miniCartLineMessages.quantity, { quantity: lineQuantity(line) })}</Quantity>
        )}
        {isBlockingAvailability(availability) && (
          <Unavailable>{intl.formatMessage(miniCartLineMessages.availability, { availability })}</Unavailable>
        )}
        {line.defective && hint && <Hint>{hint}</Hint>}
      </Text>
      <Action>
        {!removed && (
          <IconButton
            icon={<Icon name="trash" size={16} />}
            aria-label={intl.formatMessage(miniCartLineMessages.remove, { title })}
            onClick={withFocus(() => dispatch(removeCartItem(line)))}
          />
        )}
      </Action>
      {removed && (
        <div data-part="removed">
          <span>{intl.formatMessage(miniCartLineMessages.removed, { title })}</span>
          {restoreChange(line) && (
            <Button
              variant="secondary"
              size="small"
              aria-label={intl.formatMessage(miniCartLineMessages.restoreLine, { title })}
              onClick={withFocus(() => dispatch(restoreCartItem(line.key)))}
            >
              {intl.formatMessage(miniCartMessages.restore)}
            </Button>
          )}
        </div>
      )}
    </Row>
  );
}

const Row = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: theme.space(3),
  padding: `${theme.space(2)} 0`,
  borderBottom: `1px solid ${theme.color.border}`,
  ':focus': { outline: 'none' },
  // The removed line's look is in the rules every line inserts when the cart first shows, not in
  // a component of its own: a removal inserts no CSS in its click, which would cost its frame
  // stylis and a rebuild of the page's rule set (issue 16: painted within 16 ms).
  '&[data-removed] > [data-part="line"]': { visibility: 'hidden' },
  // Over the whole row, the line's text and its button's place. Smaller than the title: the
  // message fits the height of the line it replaces.
  '& > [data-part="removed"]': {
    gridArea: '1 / 1 / 2 / 3',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(3),
    minWidth: 0,
  },
  '& > [data-part="removed"] > span': {
    flex: 1,
    minWidth: 0,
    fontSize: theme.font.size.s,
    color: theme.color.textMuted,
    textDecoration: 'line-through',
  },
}));

const Text = styled.div({ gridArea: '1 / 1', display: 'flex', flexDirection: 'column', minWidth: 0 });

const Title = styled.span(({ theme }) => ({ fontWeight: theme.font.weight.bold, overflowWrap: 'anywhere' }));

const Quantity = styled.span(({ theme }) => ({ fontSize: theme.font.size.s, color: theme.color.textMuted }));

const Unavailable = styled.span(({ theme }) => ({ fontSize: theme.font.size.s, color: theme.color.error }));

const Hint = styled.span(({ theme }) => ({ fontSize: theme.font.size.s, color: theme.color.error }));

/**
 * The line's remove button. Empty while the line shows as removed, it keeps the icon button's
 * place (44 x 44 px), so the line's text keeps its width and the row its height.
 */
const Action = styled.span(({ theme }) => ({
  gridArea: '1 / 2',
  display: 'flex',
  // The icon button's own minimum (IconButton: theme.space(11)).
  minWidth: theme.space(11),
  minHeight: theme.space(11),
}));
