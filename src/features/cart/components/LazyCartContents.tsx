import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Loader } from '../../../design-system/Loader/Loader';
import { Notification } from '../../../design-system/Notification/Notification';
import { chunkLoader } from '../../../lib/chunkLoader';
import { cartErrorMessages, miniCartMessages } from '../messages';

type CartContentsModule = typeof import('./CartContents');

const cartContents = chunkLoader(() => import(/* webpackChunkName: "cart-contents" */ './CartContents'));

/**
 * The cart's lines, totals and buttons are a chunk of their own (issue 16): a shopper sees them
 * only in the opened mini cart or on the cart page. Hovering or focusing the cart asks for the
 * chunk, so it is usually there by the time the panel opens. A failed download is tried again at
 * the next opening of the panel.
 */
export const preloadCartContents = (): Promise<CartContentsModule> => cartContents.load();

/** A chunk that failed to download says what the cart's own read error says, not a blank panel. */
function CartContentsUnavailable() {
  const intl = useIntl();
  return <Notification state="error">{intl.formatMessage(cartErrorMessages.read)}</Notification>;
}

/** A fresh lazy component per mount: a panel opened again after a failed download tries again. */
const lazyContents = () =>
  lazy(() =>
    preloadCartContents().then(
      (module) => ({ default: module.CartContents }),
      () => ({ default: CartContentsUnavailable }),
    ),
  );

export function LazyCartContents(props: ComponentProps<CartContentsModule['CartContents']>) {
  const intl = useIntl();
  // Once the chunk is here, the contents render in the same pass, with no loader in between.
  const [Contents] = useState(() => cartContents.loaded()?.CartContents ?? lazyContents());
  return (
    <Suspense fallback={<Loader type="coffeeCup" label={intl.formatMessage(miniCartMessages.loading)} />}>
      <Contents {...props} />
    </Suspense>
  );
}
