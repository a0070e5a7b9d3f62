import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { Notification } from '../../../design-system/Notification/Notification';
import { selectChangeError } from '../cartSlice';
import { cartErrorMessages, cartLimitMessages } from '../messages';
import type { CartState } from '../cartSlice';

/** Picks the message of header-search-cart.md 8 for a failed change. */
export function useChangeErrorText(error: CartState['changeError']): string | null {
  const intl = useIntl();
  if (!error) return null;
  const { code, limit, kind, intent } = error;
  if ((code === 'CART_LIMIT' || code === 'ITEM_LIMIT' || code === 'AVAILABILITY_LIMIT') && limit !== undefined) {
    return intl.formatMessage(cartLimitMessages[code], { limit });
  }
  if (intent === 'remove' && kind === 'freeArticle') return intl.formatMessage(cartErrorMessages.voucherRemoval);
  if (intent === 'remove' && kind === 'giftCard') return intl.formatMessage(cartErrorMessages.giftCardRemoval);
  return intl.formatMessage(cartErrorMessages.change);
}

/** The change error, for 7.5 s, announced as an alert. */
export function ChangeErrorNotice() {
  const text = useChangeErrorText(useAppSelector(selectChangeError));
  return text ? (
    <Notification state="error" variant="copysize">
      {text}
    </Notification>
  ) : null;
}
