import * as v from 'valibot';
import { contentText as text, optionalContentText as optionalText } from '../../api/contentAnswer';
import { linkSchema } from '../footer';

/** The support footer's content (spec 2.3, 3), published through the promotion service
 * as SHOP_SUPPORT_FOOTER (ours: the spec names no service for it). */
export const supportContentSchema = v.object({
  title: text,
  address: v.object({
    serviceName: optionalText,
    contactName: optionalText,
    /** CZ and SK: the contact name is a mailto link to this address. */
    contactEmail: optionalText,
    zip: optionalText,
    note: optionalText,
  }),
  service: v.object({
    phone: optionalText,
    openingHours: optionalText,
    /** HU: callback information with a link instead of a phone number. */
    callback: v.optional(v.object({ text, link: linkSchema })),
  }),
});
export type SupportContent = v.InferOutput<typeof supportContentSchema>;

/** The contact form's values (spec 3, "Contact form"; `message` is ours). */
export interface ContactValues {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  message: string;
  attachments: File[];
}
