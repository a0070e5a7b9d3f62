import * as v from 'valibot';
import { contentText as text, optionalContentText as optionalText } from '../../api/contentAnswer';
import { optionalField } from '../../api/lenient';
import { linkSchema } from '../footer';

const addressSchema = v.object({
  serviceName: optionalText,
  contactName: optionalText,
  /** CZ and SK: the contact name is a mailto link to this address. */
  contactEmail: optionalText,
  zip: optionalText,
  note: optionalText,
});

const serviceSchema = v.object({
  phone: optionalText,
  openingHours: optionalText,
  /** HU: callback information with a link instead of a phone number. */
  callback: optionalField('support callback', v.object({ text, link: linkSchema })),
});

/** A block that is missing or does not parse reads as empty (with a warning): the title still shows. */
const block = <S extends typeof addressSchema | typeof serviceSchema>(name: string, schema: S) =>
  optionalField(name, schema, v.parse(schema, {}) as v.InferOutput<S>);

/**
 * The support footer's content (spec 2.3, 3), published through the promotion service as
 * SHOP_SUPPORT_FOOTER (ours: the spec names no service for it). Only the title is required.
 */
export const supportContentSchema = v.object({
  title: text,
  address: block('support address', addressSchema),
  service: block('support service', serviceSchema),
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
