export { AppBanner } from './components/AppBanner';
