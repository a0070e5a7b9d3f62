export { AppBanner, preloadAppBanner } from './components/AppBanner';
