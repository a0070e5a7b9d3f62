/** Counts, sizes and lengths of both specifications' section 9, named once. */
export const limits = {
  suggestionMaxSearchTerms: 10,
  suggestionMaxProducts: 5,
  suggestionRetries: 4,
  suggestionMinChars: 2,
  searchInputMaxLength: 200,
  cartBadgeCap: 99,
  emailMaxLength: 256,
  nameMaxLength: 40,
  passwordMinLength: 8,
  attachmentMaxFiles: 3,
  attachmentMaxSizeKb: 5000,
  attachmentTypes: ['image/jpeg', 'application/pdf', 'image/png'],
  welcomeVoucherPercent: 10,
  /** How long the app banner's dismissal cookie is kept (ours: the spec's local-storage flag never expires). */
  appBannerClosedCookieDays: 365,
  /** TR: unconfirmed newsletter subscriptions are deleted after this many days (spec 9). */
  newsletterUnconfirmedDeletionDays: 14,
  /** TR: newsletters stop after this many years without an opened one (spec 9). */
  newsletterInactivityYears: 2,
  /** HU: the welcome voucher is valid this many months after registration (spec 9). */
  welcomeVoucherValidityMonths: 1,
  imagePlaceholderTolerance: 0.05,
  textareaDefaultHeightPx: 140,
  desktopTeaserColumns: 4,
  storesInGermany: 550,
  /**
   * Width over height of a picture from content (promotion cutouts, theme-world cards), from a
   * portrait 1:4 to a panorama 4:1. Ours (issue 17): a box is reserved from the ratio before the
   * picture loads, and a cutout of 1 x 1 000 000 px would reserve a page-long box.
   */
  contentImageAspectRatio: { min: 1 / 4, max: 4 },
} as const;

/** Pixel sizes of header-search-cart.md 9 and newsletter-footer-preview.md 2.1. */
export const dimensions = {
  suggestionPanelOverlayPx: 550,
  suggestionPanelFlyoutPx: [350, 270],
  searchInputDefaultPx: 170,
  searchInputFocusPx: 408,
  defaultTeaserImage: { width: 488, height: 287 },
  newsletterDesktopImage: { width: 400, height: 300 },
  newsletterTabletImage: { width: 273, height: 273 },
} as const;

export const iconSizes = [12, 16, 24] as const;
export type IconSize = (typeof iconSizes)[number];
