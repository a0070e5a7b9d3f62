export { SupportFooter } from './components/SupportFooter';
export { LazyContactForm } from './components/LazyContactForm';
