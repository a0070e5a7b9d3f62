/** Text link sizes and variants of newsletter-footer-preview.md 9 (defaults: medium, primary). */
export const textLinkSizes = ['small', 'medium', 'large'] as const;
export type TextLinkSize = (typeof textLinkSizes)[number];

/** primary: link blue; secondary: text colour, for quiet links in lists; inverse: on dark surfaces. */
export const textLinkVariants = ['primary', 'secondary', 'inverse'] as const;
export type TextLinkVariant = (typeof textLinkVariants)[number];
