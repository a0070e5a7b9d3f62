import * as v from 'valibot';

/**
 * Personal header data (header-search-cart.md 3) as the customer front-end data call answers it:
 * the schema checks the answer, the types are inferred from it. Only the login status is required;
 * the customer block and its fields are optional, unknown fields are dropped.
 */
export const personalDataSchema = v.object({
  tracking: v.object({ loginStatus: v.picklist(['LOGGED_IN', 'REMEMBERED', 'LOGGED_OUT']) }),
  customer: v.optional(
    v.object({
      firstname: v.optional(v.string()),
      lastname: v.optional(v.string()),
      loyaltyBeans: v.optional(v.number()),
      statuses: v.optional(
        v.object({
          isCommunityMember: v.optional(v.boolean()),
          isCardMember: v.optional(v.boolean()),
          /**
           * The newsletter subscription (ours: the spec shows no status names). An unknown value
           * reads as no status rather than failing the whole answer.
           */
          newsletterStatus: v.optional(
            v.fallback(v.picklist(['NOT_SUBSCRIBED', 'WAITING_FOR_DOI', 'SUBSCRIBED']), 'NOT_SUBSCRIBED'),
          ),
        }),
      ),
    }),
  ),
});

export type PersonalData = v.InferOutput<typeof personalDataSchema>;
export type LoginStatus = PersonalData['tracking']['loginStatus'];
