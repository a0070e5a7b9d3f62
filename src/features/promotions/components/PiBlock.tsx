import styled from '@emotion/styled';
import { trackPromotion, type PromotionTracking } from '../tracking';
import type { PiPromotion } from '../types';
import { PromotionImage } from './PromotionImage';
import { ContentLink, PromotionSurface } from './PromotionSurface';

/** Phase-integration block (header-search-cart.md 2): image, headline, subline, link. */
export function PiBlock({ content, tracking }: { content: PiPromotion; tracking: PromotionTracking }) {
  const href = content.link ?? content.linkURL;
  return (
    <PromotionSurface
      useDarkTheme={content.useDarkTheme}
      backgroundColor={content.backgroundColor}
      promotionTextColor={content.promotionTextColor}
      label={content.headline}
    >
      <Layout>
        {content.piImage && <PromotionImage cutouts={content.piImage} />}
        <div>
          <Headline href={href} onClick={() => trackPromotion('click', content.headline, tracking)}>
            {content.headline}
          </Headline>
          {content.subline && <p>{content.subline}</p>}
        </div>
      </Layout>
    </PromotionSurface>
  );
}

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  alignItems: 'center',
  [theme.mq.up('m')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
}));

const Headline = styled(ContentLink)(({ theme }) => ({
  color: 'inherit',
  fontSize: theme.font.size.xl,
  fontWeight: theme.font.weight.bold,
}));
