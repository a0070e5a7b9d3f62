/**
 * The banner's height on a phone (icon, two lines of text, padding). The bar is at least this high,
 * and the space is kept while its chunk loads, so the page below does not move when it appears.
 */
export const appBannerBarHeight = '80px';
