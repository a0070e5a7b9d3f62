import * as v from 'valibot';
import { promotionResponseSchema, type PromotionResponse } from '../../api/contentAnswer';
import {
  categoryBannerSchema,
  headerBenefitsSchema,
  piPromotionSchema,
  topBannerSchema,
  type Promotion,
} from './types';

const schemas = {
  ApiHeaderBenefitsPromotion: headerBenefitsSchema,
  ApiTopBannerPromotion: topBannerSchema,
  ApiPiPromotion: piPromotionSchema,
  ApiCategory: categoryBannerSchema,
} as const;

const isKnownType = (type: string): type is keyof typeof schemas => Object.hasOwn(schemas, type);

/** Why an answer shows nothing: logged once, so an editor's mistake can be found. */
export type PromotionRefusal = 'unknown type' | 'content is not JSON' | 'content does not fit its type';

/**
 * The promotion the answer describes, or why there is none (header-search-cart.md 5: "Unknown
 * promotion type: nothing shown"). contentJSON is parsed and checked field by field: unsafe links
 * and colours are dropped, invalid images and benefit links left out, and text stays text.
 */
export function parsePromotion(response: PromotionResponse): Promotion | PromotionRefusal {
  if (!isKnownType(response.type)) return 'unknown type';
  let content: unknown;
  try {
    content = JSON.parse(response.contentJSON);
  } catch {
    return 'content is not JSON';
  }
  const parsed = v.safeParse(schemas[response.type], content);
  if (!parsed.success) return 'content does not fit its type';
  return { type: response.type, content: parsed.output } as Promotion;
}

/** A whole answer: its envelope checked, then its content parsed. */
export function parseAnswer(answer: unknown): Promotion | PromotionRefusal | 'the answer is not a promotion' {
  const envelope = v.safeParse(promotionResponseSchema, answer);
  return envelope.success ? parsePromotion(envelope.output) : 'the answer is not a promotion';
}
