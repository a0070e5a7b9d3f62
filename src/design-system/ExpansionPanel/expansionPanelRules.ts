/** Heading levels a panel's title may take, so it fits the outline of the page around it. */
export const expansionPanelHeadingLevels = [2, 3, 4] as const;
export type ExpansionPanelHeadingLevel = (typeof expansionPanelHeadingLevels)[number];
