/**
 * The flyout contents' chunk (theme-world cards, drill-down, teasers): not part of the first
 * paint, downloaded on the first hover, focus or tap on the bar. One place imports it, so a test
 * can hold the download.
 */
export const loadFlyoutChunk = () => import(/* webpackChunkName: "navigation-flyouts" */ './components/FlyoutContent');
