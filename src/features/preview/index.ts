export { previewSlice, previewWatchStarted } from './previewSlice';
export { addPreviewListeners } from './previewListeners';
export { LazyPreviewSlot } from './components/LazyPreviewSlot';
