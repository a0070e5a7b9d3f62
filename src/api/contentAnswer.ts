import * as v from 'valibot';

/*
 * The content service: what editors publish in the CMS comes through the promotion service as
 * `{ type, contentJSON }` (header-search-cart.md 3 and 7), where contentJSON is a JSON string. The
 * promotions, the footer and the support footer read their content from it, so its envelope, the
 * text primitives of content and the parsing live here, in the shared service layer, not in one of
 * them. Content is data, never markup.
 */

/** The service's answer. An unknown type is not a failed call: it is "nothing to show" (spec 5). */
export const promotionResponseSchema = v.object({
  type: v.string(),
  contentJSON: v.string(),
});
export type PromotionResponse = v.InferOutput<typeof promotionResponseSchema>;

/** A plain text: strings only, and no markup is ever interpreted (React renders it as text). */
export const contentText = v.pipe(v.string(), v.trim(), v.nonEmpty());
/** An optional text: anything but a string (a number an editor typed) reads as no text. */
export const optionalContentText = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' ? value.trim() : '')),
  ),
  '',
);

/** Why a content answer gives no content: logged, so an editor's mistake can be found. */
export type ContentRefusal = 'the answer is not a promotion' | 'content is not JSON' | 'content does not fit';

/**
 * Content a feature publishes through the promotion service (the footers): the envelope checked,
 * contentJSON parsed and checked with the caller's schema, or why there is none.
 */
export function parseContentAnswer<S extends v.GenericSchema>(
  schema: S,
  answer: unknown,
): v.InferOutput<S> | ContentRefusal {
  const envelope = v.safeParse(promotionResponseSchema, answer);
  if (!envelope.success) return 'the answer is not a promotion';
  let content: unknown;
  try {
    content = JSON.parse(envelope.output.contentJSON);
  } catch {
    return 'content is not JSON';
  }
  const parsed = v.safeParse(schema, content);
  return parsed.success ? parsed.output : 'content does not fit';
}
