import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectSite } from '../../../app/platform';
import type { Money } from '../../../config/sites';
import { figureMessages, footerMessages, returnPeriodMessage } from '../messages';

/** The site's service promise in its own texts (newsletter-footer-preview.md 9, footer figures). */
export function ServiceFigures() {
  const intl = useIntl();
  const site = useAppSelector(selectSite);
  const money = ({ amount, currency }: Money) =>
    currency === site.currency.code && site.currency.labelAfterAmount
      ? `${intl.formatNumber(amount, { maximumFractionDigits: 0 })}\u00a0${site.currency.label}`
      : intl.formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: 0 });
  const delivery = site.footerFreeDeliveryFrom;
  const card = site.footerFreeDeliveryWithCardFrom;
  const figures = [
    delivery &&
      (card
        ? intl.formatMessage(figureMessages.freeDeliveryWithCard, { amount: money(delivery), cardAmount: money(card) })
        : intl.formatMessage(figureMessages.freeDelivery, { amount: money(delivery) })),
    intl.formatMessage(returnPeriodMessage, { count: site.returnPeriod.count, unit: site.returnPeriod.unit }),
    site.hotline && intl.formatMessage(figureMessages.hotline, site.hotline),
    intl.formatMessage(figureMessages.ageNote, { age: site.ageNote }),
  ].filter(Boolean);
  return (
    <Figures aria-label={intl.formatMessage(footerMessages.figures)}>
      {figures.map((figure) => (
        <li key={figure}>{figure}</li>
      ))}
    </Figures>
  );
}

const Figures = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space(2)} ${theme.space(6)}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: theme.font.weight.bold,
}));
