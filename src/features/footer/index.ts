export { SiteFooter } from './components/SiteFooter';
export type { FooterProps } from './components/FooterBody';
export { FooterLink } from './components/FooterLink';
export { linkSchema } from './types';
export { requestFooterContent } from './footerApi';
