import * as v from 'valibot';
import { promotionResponseSchema } from './types';

/** Why a content answer gives no content: logged, so an editor's mistake can be found. */
export type ContentRefusal = 'the answer is not a promotion' | 'content is not JSON' | 'content does not fit';

/**
 * Content another feature publishes through the promotion service (the footers): the envelope
 * checked, contentJSON parsed and checked with the caller's schema, or why there is none.
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
