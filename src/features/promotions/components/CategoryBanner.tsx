import styled from '@emotion/styled';
import { AspectRatio } from '../../../design-system/AspectRatio/AspectRatio';
import type { PromotionTracking } from '../tracking';
import type { CategoryBanner as CategoryBannerContent } from '../types';
import { LegalText } from './LegalText';
import { PromotionImage } from './PromotionImage';
import { PromotionSurface } from './PromotionSurface';
import { VoucherOrButton } from './VoucherOrButton';

/** Category promotion banner (header-search-cart.md 2): headline, subline, voucher or button, legal hint, 16/9 image. */
export function CategoryBanner({ content, tracking }: { content: CategoryBannerContent; tracking: PromotionTracking }) {
  return (
    <PromotionSurface
      useDarkTheme={content.useDarkTheme}
      backgroundColor={content.backgroundColor}
      promotionTextColor={content.promotionTextColor}
      label={content.headline}
    >
      <Layout>
        {content.img && (
          <AspectRatio ratio="16/9">
            <PromotionImage cutouts={content.img} />
          </AspectRatio>
        )}
        <Texts>
          <Headline>{content.headline}</Headline>
          {content.subline && <p>{content.subline}</p>}
          <VoucherOrButton choice={content.voucherOrButton} tracking={tracking} />
          {content.legalText && (
            <LegalText
              text={content.legalText}
              hint={content.legalTextHintShort || content.legalTextHint}
              tracking={tracking}
            />
          )}
        </Texts>
      </Layout>
    </PromotionSurface>
  );
}

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  alignItems: 'center',
  [theme.mq.up('m')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
}));

const Texts = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(2), justifyItems: 'start' }));

const Headline = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.font.size.xl }));
