import * as v from 'valibot';
import { optionalField } from '../../api/lenient';

/**
 * Personal header data (header-search-cart.md 3) as the customer front-end data call answers it:
 * the schema checks the answer, the types are inferred from it. Only the login status is required;
 * the customer block and its fields are optional, each left out with a warning when it does not
 * parse (api/lenient.ts), unknown fields are dropped.
 */
const loggedIn = ['LOGGED_IN', 'REMEMBERED'] as const;

export const personalDataSchema = v.object({
  /**
   * "LOGGED_IN and REMEMBERED count as logged in; anything else is logged out" (header-search-cart.md
   * 4): any other value, or none, reads as LOGGED_OUT, an answer like any other.
   */
  tracking: v.object({
    loginStatus: v.pipe(
      v.unknown(),
      v.transform(
        (status): (typeof loggedIn)[number] | 'LOGGED_OUT' =>
          loggedIn.find((known) => known === status) ?? 'LOGGED_OUT',
      ),
    ),
  }),
  customer: optionalField(
    'personal data customer',
    v.object({
      firstname: optionalField('personal data firstname', v.string()),
      lastname: optionalField('personal data lastname', v.string()),
      loyaltyBeans: optionalField('personal data loyaltyBeans', v.number()),
      statuses: optionalField(
        'personal data statuses',
        v.object({
          isCommunityMember: optionalField('personal data isCommunityMember', v.boolean()),
          isCardMember: optionalField('personal data isCardMember', v.boolean()),
          /**
           * The newsletter subscription (ours: the spec shows no status names). An unknown value
           * reads as no status rather than failing the whole answer.
           */
          newsletterStatus: optionalField(
            'personal data newsletterStatus',
            v.picklist(['NOT_SUBSCRIBED', 'WAITING_FOR_DOI', 'SUBSCRIBED']),
          ),
        }),
      ),
    }),
  ),
});

export type PersonalData = v.InferOutput<typeof personalDataSchema>;
export type LoginStatus = PersonalData['tracking']['loginStatus'];
