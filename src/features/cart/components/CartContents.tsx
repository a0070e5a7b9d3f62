import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { pagePaths } from '../../../config/endpoints';
import { Button } from '../../../design-system/Button/Button';
import { Loader } from '../../../design-system/Loader/Loader';
import { Notification } from '../../../design-system/Notification/Notification';
import { useGetCartQuery } from '../cartApi';
import { cartErrorMessages, miniCartMessages } from '../messages';
import {
  selectCanCheckout,
  selectCartSections,
  selectCartView,
  selectDefectiveItems,
  selectHasDefectiveItems,
} from '../selectors';
import type { CartItemKind } from '../types';
import { CartLineItem } from './CartLineItem';
import { ChangeErrorNotice } from './ChangeErrorNotice';

const sectionTitles: Record<CartItemKind, keyof typeof miniCartMessages> = {
  article: 'articles',
  freeArticle: 'freeArticles',
  giftCard: 'giftCards',
  partnerProduct: 'partnerProducts',
  subscription: 'subscriptions',
};

/** The cart's lists, errors and checkout: inside the mini cart and, full width, on the cart page. */
export function CartContents({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  useGetCartQuery();
  const { cart, busy, readError } = useAppSelector(selectCartView);
  const sections = useAppSelector(selectCartSections);
  const defective = useAppSelector(selectDefectiveItems);
  const hasDefective = useAppSelector(selectHasDefectiveItems);
  const checkoutAllowed = useAppSelector(selectCanCheckout);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The cart page and the mini cart can both be on a page: their heading ids must differ.
  const idPrefix = useId();

  if (readError) {
    return <Notification state="error">{intl.formatMessage(cartErrorMessages.read)}</Notification>;
  }
  if (!cart && busy) return <Loader type="coffeeCup" label={intl.formatMessage(miniCartMessages.loading)} />;

  return (
    <Contents aria-busy={busy}>
      <ChangeErrorNotice />
      {hasDefective && <Notification state="warning">{intl.formatMessage(cartErrorMessages.defective)}</Notification>}
      {sections.length === 0 && <p>{intl.formatMessage(miniCartMessages.empty)}</p>}
      {sections.map(({ kind, lines }) => (
        <section key={kind} aria-labelledby={`${idPrefix}-${kind}`}>
          <SectionHeading as={Heading} id={`${idPrefix}-${kind}`}>
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
        <section aria-labelledby={`${idPrefix}-defective`}>
          <SectionHeading as={Heading} id={`${idPrefix}-defective`}>
            {intl.formatMessage(miniCartMessages.defective)}
          </SectionHeading>
          <List>
            {defective.map((item) => (
              <DefectiveItem key={item.key}>
                <strong>{item.title}</strong>
                {item.hint && <span>{item.hint}</span>}
              </DefectiveItem>
            ))}
          </List>
        </section>
      )}
      <Actions>
        <Button variant="primary" disabled={!checkoutAllowed} onClick={() => window.location.assign(pagePaths.cart)}>
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

const DefectiveItem = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  padding: `${theme.space(2)} 0`,
  color: theme.color.error,
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  flexWrap: 'wrap',
}));
