import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Icon } from '../../../design-system/Icon/Icon';
import { copyText } from '../../../lib/clipboard';
import { promotionMessages } from '../messages';
import { selectCopiedVoucher, voucherCopied } from '../promotionSlice';
import { trackPromotion, type PromotionTracking } from '../tracking';
import type { VoucherCode as Voucher } from '../types';

/**
 * A voucher code the shopper copies with a click (header-search-cart.md 4, "Promo code copy"):
 * success shows for 3 s in a live region, and clicks meanwhile are ignored.
 */
export function VoucherCode({ voucher, tracking }: { voucher: Voucher; tracking: PromotionTracking }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const copied = useAppSelector(selectCopiedVoucher) === voucher.code;
  const copy = async () => {
    if (copied) return;
    if (!(await copyText(voucher.code))) return;
    dispatch(voucherCopied(voucher.code));
    trackPromotion('copy', voucher.code, tracking);
  };
  return (
    <Root>
      {voucher.instruction && <span>{voucher.instruction}</span>}
      <CodeButton
        type="button"
        onClick={() => void copy()}
        aria-label={intl.formatMessage(promotionMessages.copyCode, { code: voucher.code })}
      >
        <Code>{voucher.code}</Code>
        <Icon name={copied ? 'check' : 'copy'} size={16} />
      </CodeButton>
      <span role="status">{copied ? intl.formatMessage(promotionMessages.copied, { code: voucher.code }) : ''}</span>
    </Root>
  );
}

const Root = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  // Centred like the banner's texts when it wraps onto a line of its own (phones).
  justifyContent: 'center',
  gap: theme.space(2),
}));

const CodeButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: '44px',
  padding: `0 ${theme.space(3)}`,
  border: '2px dashed currentColor',
  borderRadius: theme.radius.m,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
}));

const Code = styled.code(({ theme }) => ({
  fontFamily: 'inherit',
  fontWeight: theme.font.weight.bold,
  letterSpacing: '0.08em',
}));
