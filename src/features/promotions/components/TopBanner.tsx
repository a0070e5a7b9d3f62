import styled from '@emotion/styled';
import { trackPromotion, type PromotionTracking } from '../tracking';
import type { TopBanner as TopBannerContent } from '../types';
import { LegalText } from './LegalText';
import { ContentLink, PromotionSurface } from './PromotionSurface';
import { VoucherOrButton } from './VoucherOrButton';

/**
 * Top banner (header-search-cart.md 2): headline, link, voucher code or call-to-action, legal text.
 * Below the headline, the short text on narrow screens and the long text from the header's
 * tablet width up, chosen by CSS so the server's HTML is right at every width; a banner with only
 * one of them shows it everywhere (docs/decisions.md, "The banner's short and long text").
 */
export function TopBanner({ content, tracking }: { content: TopBannerContent; tracking: PromotionTracking }) {
  const href = content.link ?? content.linkURL;
  return (
    <PromotionSurface
      useDarkTheme={content.useDarkTheme}
      backgroundColor={content.backgroundColor}
      promotionTextColor={content.promotionTextColor}
      label={content.headline}
    >
      <Row>
        <Texts>
          <Headline href={href} onClick={() => trackPromotion('click', content.headline, tracking)}>
            {content.headline}
          </Headline>
          {content.promotionShortText && (
            <Text narrowOnly={Boolean(content.promotionLongText)}>{content.promotionShortText}</Text>
          )}
          {content.promotionLongText && (
            <Text wideOnly={Boolean(content.promotionShortText)}>{content.promotionLongText}</Text>
          )}
        </Texts>
        <VoucherOrButton choice={content.voucherOrButton} tracking={tracking} variant="activating" />
      </Row>
      {content.legalText && (
        <LegalText
          text={content.legalText}
          hint={content.legalTextHint || content.legalTextHintShort}
          tracking={tracking}
        />
      )}
    </PromotionSurface>
  );
}

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${theme.space(2)} ${theme.space(6)}`,
  textAlign: 'center',
}));

const Texts = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(1) }));

const Text = styled('span', { shouldForwardProp: (prop) => prop !== 'narrowOnly' && prop !== 'wideOnly' })<{
  narrowOnly?: boolean;
  wideOnly?: boolean;
}>(({ theme, narrowOnly = false, wideOnly = false }) => ({
  maxWidth: '60ch',
  ...(wideOnly && { display: 'none', [theme.mq.up('l')]: { display: 'inline' } }),
  ...(narrowOnly && { [theme.mq.up('l')]: { display: 'none' } }),
}));

const Headline = styled(ContentLink)(({ theme }) => ({
  color: 'inherit',
  fontWeight: theme.font.weight.bold,
  fontSize: theme.font.size.m,
}));
