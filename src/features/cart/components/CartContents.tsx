import styled from '@emotion/styled';
import { useId, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { pagePaths } from '../../../config/endpoints';
import { Button } from '../../../design-system/Button/Button';
import { Loader } from '../../../design-system/Loader/Loader';
import { Notification } from '../../../design-system/Notification/Notification';
import { pageLocation } from '../../../lib/pageLocation';
import { useCartRequest } from '../cartApi';
import { cartErrorMessages, miniCartMessages } from '../messages';
import {
  selectCanCheckout,
  selectCartSections,
  selectDefectiveLines,
  selectHasDefectiveItems,
  selectUnavailableCount,
} from '../miniCartSelectors';
import { selectCartView } from '../selectors';
import type { CartItemKind } from '../types';
import { CartLineItem } from './CartLineItem';
import { ChangeErrorNotice } from './ChangeErrorNotice';
import { elementId } from '../../../lib/elementId';

const sectionTitles: Record<CartItemKind, keyof typeof miniCartMessages> = {
  article: 'articles',
  freeArticle: 'freeArticles',
  giftCard: 'giftCards',
  partnerProduct: 'partnerProducts',
  subscription: 'subscriptions',
};

interface CartContentsProps {
  headingLevel?: 2 | 3;
  /** Where focus goes when the focused line leaves and no line follows it (the cart's heading). */
  focusFallback?: RefObject<HTMLElement | null>;
}

/** The cart's lists, errors and checkout: inside the mini cart and, full width, on the cart page. */
export function CartContents({ headingLevel = 3, focusFallback }: CartContentsProps) {
  const intl = useIntl();
  useCartRequest();
  const { cart, busy, readError } = useAppSelector(selectCartView);
  const sections = useAppSelector(selectCartSections);
  const defective = useAppSelector(selectDefectiveLines);
  const hasDefective = useAppSelector(selectHasDefectiveItems);
  const unavailable = useAppSelector(selectUnavailableCount);
  const checkoutAllowed = useAppSelector(selectCanCheckout);
  const contents = useRef<HTMLDivElement>(null);
  const { onFocus, onBlur } = useLineFocusKeeper(contents, focusFallback);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The cart page and the mini cart can both be on a page: their heading ids must differ.
  const idPrefix = useId();

  if (readError) {
    return <Notification state="error">{intl.formatMessage(cartErrorMessages.read)}</Notification>;
  }
  if (!cart && busy) return <Loader type="coffeeCup" label={intl.formatMessage(miniCartMessages.loading)} />;

  return (
    <Contents aria-busy={busy} ref={contents} onFocus={onFocus} onBlur={onBlur}>
      <ChangeErrorNotice />
      {hasDefective && <Notification state="warning">{intl.formatMessage(cartErrorMessages.defective)}</Notification>}
      {sections.length === 0 && <p>{intl.formatMessage(miniCartMessages.empty)}</p>}
      {sections.map(({ kind, lines }) => (
        <section key={kind} aria-labelledby={elementId(idPrefix, kind)}>
          <SectionHeading as={Heading} id={elementId(idPrefix, kind)}>
            {intl.formatMessage(miniCartMessages[sectionTitles[kind]])}
          </SectionHeading>
          <List>
            {lines.map((displayLine) => (
              <CartLineItem key={displayLine.line.key} {...displayLine} />
            ))}
          </List>
        </section>
      ))}
      {defective.length > 0 && (
        <section aria-labelledby={elementId(idPrefix, 'defective')}>
          <SectionHeading as={Heading} id={elementId(idPrefix, 'defective')}>
            {intl.formatMessage(miniCartMessages.defective)}
          </SectionHeading>
          <List>
            {defective.map((line) => (
              <CartLineItem key={line.key} line={line} removed={false} />
            ))}
          </List>
        </section>
      )}
      {unavailable > 0 && (
        <Notification state="warning">{intl.formatMessage(miniCartMessages.checkoutBlockedUnavailable)}</Notification>
      )}
      <Actions>
        <Button variant="primary" disabled={!checkoutAllowed} onClick={() => pageLocation.assign(pagePaths.cart)}>
          {intl.formatMessage(miniCartMessages.checkout)}
        </Button>
        <a href={pagePaths.cart}>{intl.formatMessage(miniCartMessages.toCart)}</a>
      </Actions>
    </Contents>
  );
}

const Contents = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(3) }));

const SectionHeading = styled.h3(({ theme }) => ({ fontSize: theme.font.size.s, margin: `${theme.space(2)} 0 0` }));

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  flexWrap: 'wrap',
}));

/**
 * Focus never falls to the page when the focused line leaves (its undo window closed, its removal
 * or restore failed, the server's cart dropped it): it moves to the line now in its place, else
 * the one before, else the fallback (the mini cart's heading, or the page's main area). Focus the
 * shopper moved elsewhere is left alone.
 */
function useLineFocusKeeper(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null> | undefined,
) {
  const focused = useRef<{ element: HTMLElement; key: string; index: number } | null>(null);
  const rows = () => Array.from(container.current?.querySelectorAll<HTMLElement>('[data-line-key]') ?? []);

  useLayoutEffect(() => {
    const last = focused.current;
    if (!last || last.element.isConnected) return;
    focused.current = null;
    const current = rows();
    const target =
      current.find((row) => row.dataset.lineKey === last.key) ?? current[last.index] ?? current[last.index - 1];
    // On the cart page there is no mini cart heading: the page's main area takes focus.
    const rescue =
      (target && (target.querySelector<HTMLElement>('button') ?? target)) ??
      fallback?.current ??
      container.current?.closest<HTMLElement>('main');
    rescue?.focus();
  });

  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const row = event.target.closest<HTMLElement>('[data-line-key]');
      focused.current = row ? { element: event.target, key: row.dataset.lineKey!, index: rows().indexOf(row) } : null;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moved on by the shopper (the element is still there): nothing to keep.
      if (event.target.isConnected && !container.current?.contains(event.relatedTarget)) focused.current = null;
    },
  };
}
