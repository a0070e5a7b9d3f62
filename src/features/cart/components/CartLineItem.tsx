import styled from '@emotion/styled';
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

/**
 * One cart line: title and quantity with a remove button, or, just removed, a restore button.
 *
 * Memoised on what it shows: a removal or restore re-renders only the line it changes, so the
 * click's frame stays within its budget (issue 16: painted within 16 ms). Every cart update builds
 * new line objects, but the items inside are the cart's own, kept by Immer where unchanged.
 */
export const CartLineItem = memo(
  CartLineItemRow,
  (before, after) =>
    before.removed === after.removed &&
    before.line.key === after.line.key &&
    before.line.item === after.line.item &&
    before.line.defective === after.line.defective,
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
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    (row.current?.querySelector('button') ?? row.current)?.focus();
  }, [removed]);
  const withFocus = (action: () => void) => () => {
    keepFocus.current = true;
    action();
  };
  if (removed) {
    return (
      <Row ref={row} tabIndex={-1} data-removed="true" data-line-key={line.key}>
        <span data-part="removed">{intl.formatMessage(miniCartLineMessages.removed, { title })}</span>
        {restoreChange(line) && (
          <Action>
            <Button
              variant="secondary"
              size="small"
              aria-label={intl.formatMessage(miniCartLineMessages.restoreLine, { title })}
              onClick={withFocus(() => dispatch(restoreCartItem(line.key)))}
            >
              {intl.formatMessage(miniCartMessages.restore)}
            </Button>
          </Action>
        )}
      </Row>
    );
  }
  return (
    <Row ref={row} tabIndex={-1} data-line-key={line.key}>
      <Text>
        <Title>{title}</Title>
        {!line.defective && (
          <Quantity>{intl.formatMessage(miniCartLineMessages.quantity, { quantity: lineQuantity(line) })}</Quantity>
        )}
        {(availability === 'SOLDOUT' || availability === 'NOT_AVAILABLE') && (
          <Unavailable>{intl.formatMessage(miniCartLineMessages.availability, { availability })}</Unavailable>
        )}
        {line.defective && hint && <Hint>{hint}</Hint>}
      </Text>
      <Action>
        <IconButton
          icon={<Icon name="trash" size={16} />}
          aria-label={intl.formatMessage(miniCartLineMessages.remove, { title })}
          onClick={withFocus(() => dispatch(removeCartItem(line)))}
        />
      </Action>
    </Row>
  );
}

const Row = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  padding: `${theme.space(2)} 0`,
  borderBottom: `1px solid ${theme.color.border}`,
  ':focus': { outline: 'none' },
  // The removed line's look is in the rules every line inserts when the cart first shows, not in
  // a component of its own: a removal inserts no CSS in its click, which would cost its frame
  // stylis and a rebuild of the page's rule set (issue 16: painted within 16 ms).
  '& > [data-part="removed"]': {
    flex: 1,
    minWidth: 0,
    color: theme.color.textMuted,
    textDecoration: 'line-through',
  },
}));

const Text = styled.div({ display: 'flex', flexDirection: 'column', minWidth: 0 });

const Title = styled.span(({ theme }) => ({ fontWeight: theme.font.weight.bold, overflowWrap: 'anywhere' }));

const Quantity = styled.span(({ theme }) => ({ fontSize: theme.font.size.s, color: theme.color.textMuted }));

const Unavailable = styled.span(({ theme }) => ({ fontSize: theme.font.size.s, color: theme.color.error }));

const Hint = styled.span(({ theme }) => ({ fontSize: theme.font.size.s, color: theme.color.error }));

/** The line's button, remove or restore: it keeps its size when a long title wraps. */
const Action = styled.span({ flexShrink: 0 });
