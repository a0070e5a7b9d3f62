export { previewSlice, previewWatchStarted } from './previewSlice';
export { addPreviewListeners } from './previewListeners';
export { PreviewSlot } from './components/PreviewSlot';
