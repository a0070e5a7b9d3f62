import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { imageBreakpoints } from '../../../config/breakpoints';
import { dimensions, limits } from '../../../config/limits';
import { Image } from '../../../design-system/Image/Image';
import { TextLink } from '../../../design-system/TextLink/TextLink';
import { newsletterLegalMessages } from '../messages';

export interface NewsletterImages {
  /** 400x300, from 1024 px and as the fallback. */
  desktop: string;
  /** 273x273, below 1024 px. */
  tablet: string;
}

interface NewsletterImageProps {
  images: NewsletterImages;
  altText: string;
  /** The formatted discount, e.g. "10 %". */
  discount: string;
  /** The bubble's text; the welcome-voucher text with the discount by default. */
  welcomeVoucher: string;
  showVoucherFootnote: boolean;
  voucherConditionsHref: string;
  /** Fetched before the page's other images: the page's largest paint. */
  prominent: boolean;
}

/**
 * The picture with the discount bubble and the voucher footnote (newsletter-footer-preview.md
 * 2.1). The image reserves its box at the declared size before it loads, so nothing moves.
 */
export function NewsletterImage({
  images,
  altText,
  discount,
  welcomeVoucher,
  showVoucherFootnote,
  voucherConditionsHref,
  prominent,
}: NewsletterImageProps) {
  const desktop = dimensions.newsletterDesktopImage;
  return (
    <Figure>
      <Picture>
        {/* The browser picks by the viewport, so the server's HTML is right for every device. */}
        {/* "Below 1024 px the tablet image is used; the desktop image is the fallback" (2.1). */}
        <Image
          src={images.desktop}
          alt={altText}
          width={desktop.width}
          height={desktop.height}
          sources={[{ media: tabletMedia, src: images.tablet, ...dimensions.newsletterTabletImage }]}
          fetchPriority={prominent ? 'high' : undefined}
        />
        <Bubble>{welcomeVoucher}</Bubble>
      </Picture>
      {showVoucherFootnote && (
        <Footnote>
          <FormattedMessage
            {...newsletterLegalMessages.voucherFootnote}
            values={{
              discount,
              validityMonths: limits.welcomeVoucherValidityMonths,
              conditions: (chunks) => (
                <TextLink href={voucherConditionsHref} size="small">
                  {chunks}
                </TextLink>
              ),
            }}
          />
        </Footnote>
      )}
    </Figure>
  );
}

/** The square tablet picture below 1024 px (2.1); the desktop picture otherwise. */
const tabletMedia = `(max-width: ${imageBreakpoints.tabletBelowPx - 1}px)`;

const Figure = styled.figure(({ theme }) => ({
  margin: 0,
  // The footnote wraps under the picture instead of widening the column.
  maxWidth: `${dimensions.newsletterDesktopImage.width}px`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  // The second image breakpoint: below it the block stands above the form, centred.
  [`@media (max-width: ${imageBreakpoints.small}px)`]: { alignItems: 'center' },
}));

// As wide as the picture, so the bubble sits on the picture's corner.
const Picture = styled.div({ position: 'relative', width: 'fit-content', maxWidth: '100%' });

const Bubble = styled.p(({ theme }) => ({
  position: 'absolute',
  top: theme.space(2),
  right: theme.space(2),
  margin: 0,
  width: theme.space(30),
  height: theme.space(30),
  borderRadius: theme.radius.round,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: theme.space(2),
  boxSizing: 'border-box',
  background: theme.color.sale,
  color: theme.color.textInverse,
  fontWeight: theme.font.weight.bold,
  fontSize: theme.font.size.s,
  lineHeight: theme.font.lineHeight.tight,
  hyphens: 'auto',
  // Long compounds ("Willkommensgutschein") break rather than leave the circle.
  overflowWrap: 'anywhere',
}));

const Footnote = styled.figcaption(({ theme }) => ({ fontSize: theme.font.size.s, color: theme.color.textMuted }));
