import { ButtonLink } from '../../../design-system/Button/ButtonLink';
import type { ButtonVariant } from '../../../design-system/Button/Button';
import { trackPromotion, type PromotionTracking } from '../tracking';
import type { CtaButton, VoucherCode as Voucher } from '../types';
import { VoucherCode } from './VoucherCode';

interface VoucherOrButtonProps {
  choice: { voucher?: Voucher; cta?: CtaButton } | undefined;
  tracking: PromotionTracking;
  /** The call to action's look on this banner. */
  variant?: ButtonVariant;
}

/** A banner's `voucherOrButton` (header-search-cart.md 3): the code to copy, or the call to action. */
export function VoucherOrButton({ choice, tracking, variant = 'primary' }: VoucherOrButtonProps) {
  const { voucher, cta } = choice ?? {};
  if (voucher) return <VoucherCode voucher={voucher} tracking={tracking} />;
  if (!cta?.ctaLink.url) return null;
  return (
    <ButtonLink
      variant={variant}
      href={cta.ctaLink.url}
      onClick={() => trackPromotion('click cta', cta.ctaLink.text, tracking)}
    >
      {cta.ctaLink.text}
    </ButtonLink>
  );
}
