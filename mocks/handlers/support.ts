import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { withScenario } from '../scenarios';

/** A contact request as the service received it: the text fields and each attachment's name, type and size. */
export interface ReceivedContactRequest {
  fields: Record<string, string>;
  attachments: { name: string; type: string; size: number }[];
}

let received: ReceivedContactRequest[] = [];
/** The contact requests received since the last reset, oldest first. */
export const contactRequests = (): readonly ReceivedContactRequest[] => received;
export function resetSupportService(): void {
  received = [];
}

/**
 * The contact service (spec README decision 3): `POST /service/contact/api/v1/contact-requests`,
 * multipart; answers 201 with a receipt of what it received. Scenario `contact`: error, network, hang, slow, and `refused` (400 with
 * a problem body).
 */
export const supportHandlers = [
  http.post(
    endpoints.contactRequests,
    withScenario('contact', async ({ request }, variant) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      const attachments: ReceivedContactRequest['attachments'] = [];
      form.forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value;
        else attachments.push({ name: value.name, type: value.type, size: value.size });
      });
      received.push({ fields, attachments });
      if (variant === 'refused')
        return HttpResponse.json({ type: 'urn:contact:invalid', title: 'Invalid request' }, { status: 400 });
      // The spec shows no answer body: the mock's receipt says what it received, so the e2e test,
      // which cannot read a multipart body with files from the browser, can check it.
      return HttpResponse.json({ received: { fields, attachments } }, { status: 201 });
    }),
  ),
];
