import type { ReactElement } from 'react';

/**
 * Every icon the shop draws: the set of newsletter-footer-preview.md 2.5 (bean points, coffee
 * subscription, coffee stamps, assortment, wishlist, sale, community, mobile offer) and the
 * controls, states and brands the header, cart and footer need.
 */
export const iconNames = [
  'beanPoints',
  'coffeeSubscription',
  'coffeeStamps',
  'assortment',
  'wishlist',
  'sale',
  'community',
  'mobileOffer',
  'search',
  'cart',
  'user',
  'store',
  'close',
  'chevronLeft',
  'chevronRight',
  'chevronUp',
  'chevronDown',
  'copy',
  'check',
  'arrowLeft',
  'arrowRight',
  'plus',
  'minus',
  'trash',
  'undo',
  'info',
  'warning',
  'error',
  'success',
  'star',
  'facebook',
  'instagram',
  'youtube',
  'pinterest',
  'appStore',
  'googlePlay',
] as const;
export type IconName = (typeof iconNames)[number];

/** The five-pointed star on the 24 x 24 grid; the Rating fills the same outline. */
export const starPath = 'M12 3l2.76 5.6 6.18.9-4.47 4.36 1.06 6.15L12 17.1l-5.53 2.9 1.06-6.15L3.06 9.5l6.18-.9L12 3z';

/**
 * The shapes on a 24 x 24 grid, drawn as 2-unit strokes in `currentColor` (the Icon's svg sets
 * the stroke); the few solid parts set `fill="currentColor"` themselves. A Record keyed by
 * IconName makes a name without a shape, or a shape without a name, a type error.
 */
export const icons: Readonly<Record<IconName, ReactElement>> = {
  beanPoints: (
    <>
      <path d="M15.2 7.8c2.6 2.6 2 7.4-1.3 10.7s-8.1 3.9-10.7 1.3-2-7.4 1.3-10.7 8.1-3.9 10.7-1.3z" />
      <path d="M15.2 7.8c-3.4 1.6-4.6 3.6-5 5.6s-1.6 4-4.9 5.6" />
      <path d="M19 2v6M16 5h6" />
    </>
  ),
  coffeeSubscription: (
    <>
      <path d="M4 11h12v4a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5v-4z" />
      <path d="M16 12h1.5a2.5 2.5 0 0 1 0 5H16" />
      <path d="M6.5 7.5a4 4 0 0 1 7-2.5" />
      <path d="M13.5 2v3h-3" />
    </>
  ),
  coffeeStamps: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <circle cx="7" cy="10" r="1.5" fill="currentColor" />
      <circle cx="12" cy="10" r="1.5" fill="currentColor" />
      <circle cx="17" cy="10" r="1.5" />
      <circle cx="7" cy="15" r="1.5" />
      <circle cx="12" cy="15" r="1.5" />
      <circle cx="17" cy="15" r="1.5" />
    </>
  ),
  assortment: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </>
  ),
  wishlist: <path d="M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 6.8a4.5 4.5 0 0 1 8 2.7C20 15.4 12 20 12 20z" />,
  sale: (
    <>
      <path d="M19 5L5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </>
  ),
  community: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M17 14.5a4.5 4.5 0 0 1 4.5 4.5" />
    </>
  ),
  mobileOffer: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18.5h2" />
      <path d="M14.5 7l-5 7" />
      <circle cx="9.75" cy="7.75" r="1" fill="currentColor" />
      <circle cx="14.25" cy="13.25" r="1" fill="currentColor" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </>
  ),
  cart: (
    <>
      <path d="M2 3h2.5l2.7 11.2a1 1 0 0 0 1 .8h9.3a1 1 0 0 0 1-.8L20.5 7H5.5" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  store: (
    <>
      <path d="M4 11v10h16V11" />
      <path d="M3 9l2-5h14l2 5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" />
      <path d="M10 21v-5h4v5" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  chevronLeft: <path d="M15 5l-7 7 7 7" />,
  chevronRight: <path d="M9 5l7 7-7 7" />,
  chevronUp: <path d="M5 15l7-7 7 7" />,
  chevronDown: <path d="M5 9l7 7 7-7" />,
  copy: (
    <>
      <rect x="8" y="8" width="13" height="13" rx="2" />
      <path d="M16 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h3" />
    </>
  ),
  check: <path d="M4.5 12.5l5 5L19.5 7" />,
  arrowLeft: <path d="M20 12H4M10 6l-6 6 6 6" />,
  arrowRight: <path d="M4 12h16M14 6l6 6-6 6" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  trash: (
    <>
      <path d="M3 6h18M9 6V3.5h6V6" />
      <path d="M5.5 6l1 14a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1l1-14" />
      <path d="M10 10.5v6M14 10.5v6" />
    </>
  ),
  undo: <path d="M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3L2 20.5h20L12 3z" />
      <path d="M12 9.5v5M12 17.5v.01" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.75 2.75L16.5 9.5" />
    </>
  ),
  star: <path d={starPath} />,
  facebook: <path d="M15.5 3H13a4 4 0 0 0-4 4v3H6.5v4H9v7h4v-7h2.75l.75-4H13V7.5a.5.5 0 0 1 .5-.5h2z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3V9z" fill="currentColor" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10.5 21l2.3-9.5" />
      <path d="M9 15a3.5 3.5 0 0 1-1-2.5C8 9.5 10 7.5 12.5 7.5S16.5 9 16.5 11.5 15 16 13 16c-1 0-1.7-.5-2-1.2" />
    </>
  ),
  appStore: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <path d="M8 17.5l5.5-11M16 17.5l-2.25-4.5M6.5 14.5h11" />
    </>
  ),
  googlePlay: (
    <>
      <path d="M5 3.6v16.8a.6.6 0 0 0 .9.5l14.3-8.4a.6.6 0 0 0 0-1L5.9 3.1a.6.6 0 0 0-.9.5z" />
      <path d="M5.3 3.3l10.2 10.2M5.3 20.7l10.2-10.2" />
    </>
  ),
};
