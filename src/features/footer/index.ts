export { FooterFrame } from './components/FooterFrame';
