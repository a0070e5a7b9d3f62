import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { baseApi, type ServiceContext } from '../api/baseApi';
import { addCartListeners, cartSlice } from '../features/cart';
import { initialPlatformState, platformSlice } from '../app/platform';
import { loginSlice } from '../features/login';
import { addSessionListeners } from '../features/session';
import { addNavigationListeners, flyoutSlice } from '../features/navigation';
import { addPreviewListeners, previewSlice } from '../features/preview';
import { addPromotionListeners, promotionsSlice } from '../features/promotions';
import { searchSlice } from '../features/search';
import { createAppListenerMiddleware } from './listenerMiddleware';
import { addOverlayListeners } from './overlays';

export const rootReducer = combineSlices(
  baseApi,
  platformSlice,
  cartSlice,
  searchSlice,
  flyoutSlice,
  promotionsSlice,
  loginSlice,
  previewSlice,
);

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

/**
 * `middleware` adds to the defaults, e.g. a test's action recorder; `origin` is the page's origin
 * for a store on the server (the browser's store takes it from the window).
 */
export function makeStore(
  preloadedState: PreloadedState = {},
  { middleware = [], origin }: { middleware?: Middleware[]; origin?: string } = {},
) {
  const context: ServiceContext = {
    site: (preloadedState.platform ?? initialPlatformState).site,
    ...(origin !== undefined && { origin }),
  };
  const listenerMiddleware = createAppListenerMiddleware(context);
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch, ServiceContext>();
  addCartListeners(startAppListening);
  addNavigationListeners(startAppListening);
  addPromotionListeners(startAppListening);
  addOverlayListeners(startAppListening);
  addSessionListeners(startAppListening);
  addPreviewListeners(startAppListening);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: context },
        // The development checks warn when a pass takes over 32 ms. Under jest on a busy 2-core
        // machine, with pages of hostile content, passes took up to 280 ms: a warning about the
        // machine, not the code, in a test run that must stay quiet. The checks still run there.
        ...(process.env.NODE_ENV === 'test' && {
          immutableCheck: { warnAfter: Number.POSITIVE_INFINITY },
          serializableCheck: { warnAfter: Number.POSITIVE_INFINITY },
        }),
      })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware, ...middleware),
    // Developers time-travel through cart flows: name the instance and keep action traces.
    devTools: process.env.NODE_ENV !== 'production' && { name: 'Storefront', trace: true, traceLimit: 25 },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
