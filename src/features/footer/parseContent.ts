import { parseContentAnswer, type ContentRefusal } from '../../api/contentAnswer';
import { footerContentSchema, type FooterContent } from './types';

/**
 * The footer content of a SHOP_FOOTER answer (newsletter-footer-preview.md 3, 7): contentJSON
 * parsed, each block checked on its own (types.ts), or why there is none. Part of the footer chunk.
 */
export const parseFooterContent = (answer: unknown): FooterContent | ContentRefusal =>
  parseContentAnswer(footerContentSchema, answer);
