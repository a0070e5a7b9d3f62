import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { parseContentAnswer, type ContentRefusal } from '../../api/contentAnswer';
import { fetchContent } from '../../api/fetchContent';
import { footerContentSchema, type FooterContent } from './types';

/**
 * The footer content of a SHOP_FOOTER answer (newsletter-footer-preview.md 3, 7): contentJSON
 * parsed, each block checked on its own (types.ts), or why there is none. Part of the footer chunk.
 */
export const parseFooterContent = (answer: unknown): FooterContent | ContentRefusal =>
  parseContentAnswer(footerContentSchema, answer);

/** The footer content's call and its parsing (footerApi's `getFooterContent`), part of the footer chunk too. */
export const fetchFooterContent = (promotionId: string, api: BaseQueryApi) =>
  fetchContent(promotionId, api, () => Promise.resolve(parseFooterContent));
