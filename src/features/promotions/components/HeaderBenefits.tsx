import styled from '@emotion/styled';
import { trackPromotion, type PromotionTracking } from '../tracking';
import type { HeaderBenefits as HeaderBenefitsContent } from '../types';
import { ContentLink, PromotionSurface } from './PromotionSurface';

/**
 * Header benefits (header-search-cart.md 2): a row of up to four links, in the four tracked slots
 * free shipping, newsletter sign-up, cross-channel and service; each click says its slot.
 */
export const benefitSlots = ['free shipping', 'newsletter signup', 'cross-channel', 'service'] as const;

export function HeaderBenefits({ content, tracking }: { content: HeaderBenefitsContent; tracking: PromotionTracking }) {
  return (
    <PromotionSurface backgroundColor={content.backgroundColor} promotionTextColor={content.promotionTextColor}>
      <List>
        {content.links.map((link) => (
          <li key={link.slot}>
            <Benefit
              href={link.url}
              bold={link.boldLink}
              onClick={() => trackPromotion('click', `${benefitSlots[link.slot]}: ${link.text}`, tracking)}
            >
              {link.text}
            </Benefit>
          </li>
        ))}
      </List>
    </PromotionSurface>
  );
}

const List = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-around',
  gap: `0 ${theme.space(6)}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: theme.font.size.s,
}));

const Benefit = styled(ContentLink, { shouldForwardProp: (prop) => prop !== 'bold' })<{ bold: boolean }>(
  ({ theme, bold }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    color: 'inherit',
    fontWeight: bold ? theme.font.weight.bold : theme.font.weight.regular,
  }),
);
