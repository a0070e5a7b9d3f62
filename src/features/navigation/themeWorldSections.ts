/** Section keys in the order they are shown (header-search-cart.md 9). */
export const themeWorldSectionKeys = ['scout', 'new', 'more', 'lastChance'] as const;
export type ThemeWorldSectionKey = (typeof themeWorldSectionKeys)[number];
