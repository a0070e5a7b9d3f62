export { flyoutSlice, flyoutClosed, selectOpenItem } from './flyoutSlice';
export { addNavigationListeners } from './navigationListeners';
export { NavigationBar } from './components/NavigationBar';
export { requestNavigation } from './requestNavigation';
export { loadFlyoutChunk } from './flyoutChunk';
