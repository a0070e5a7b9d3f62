/**
 * The newsletter widget's chunk (docs/performance.md): below the fold, with react-final-form in
 * it, it loads after the first paint. One place imports it, so a test can hold the download.
 */
export const loadNewsletterChunk = () => import(/* webpackChunkName: "newsletter" */ '../../features/newsletter');
