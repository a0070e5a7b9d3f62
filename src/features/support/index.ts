export { SupportFooter } from './components/SupportFooter';
