/** Elements a themed surface may render as: a plain box, a section of the page or an aside. */
export const themeSurfaceElements = ['div', 'section', 'aside'] as const;
export type ThemeSurfaceElement = (typeof themeSurfaceElements)[number];
