/**
 * The promotions chunk: the banners and the content's parser (docs/performance.md). Kept once it
 * has arrived, so an area rendered after a preload shows its banner in the same paint.
 */
type PromotionViewComponent = (typeof import('./components/PromotionView'))['PromotionView'];

let loaded: PromotionViewComponent | undefined;

export const loadPromotionChunk = (): Promise<PromotionViewComponent> =>
  import(/* webpackChunkName: "promotions" */ './components/PromotionView').then(
    ({ PromotionView }) => (loaded = PromotionView),
  );

export const loadedPromotionChunk = (): PromotionViewComponent | undefined => loaded;
