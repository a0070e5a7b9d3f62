import * as v from 'valibot';
import { listOf, optionalField } from '../../api/lenient';

/** The statuses of a preview answer (newsletter-footer-preview.md 3, "preview status response"). */
export const previewStatuses = ['SUCCESS', 'BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'] as const;
export type PreviewStatus = (typeof previewStatuses)[number];

/** The token call's answer, and the auth calls' (checkauth, login renew, logout): a status. */
export const previewStatusSchema = v.object({ status: v.picklist(previewStatuses) });
export type PreviewStatusResponse = v.InferOutput<typeof previewStatusSchema>;

/** An optional text: null when missing, or (with a warning) when it is not a text. */
const optionalName = (name: string) => optionalField(name, v.nullable(v.string()), null);

/**
 * The preview cookie's check (spec 3, "preview check result"): the settings the staff member's
 * preview cookies hold. `dateTime` is an ISO date-time, or null when the preview shows today;
 * the test and its group are null without an A/B selection.
 */
export const previewCheckSchema = v.object({
  status: v.picklist(previewStatuses),
  dateTime: optionalName('preview dateTime'),
  abTestName: optionalName('preview abTestName'),
  abTestGroup: optionalName('preview abTestGroup'),
});
export type PreviewCheckResult = v.InferOutput<typeof previewCheckSchema>;

/** An A/B test and its groups (spec 3, "Preview / A/B entities"), as `gettestsat` lists them. */
export const abTestSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  groups: listOf(v.object({ name: v.pipe(v.string(), v.minLength(1)) })),
});
export type AbTest = v.InferOutput<typeof abTestSchema>;
/** A test or a group that does not parse is left out; the others can still be chosen. */
export const abTestsSchema = listOf(abTestSchema);

/** The token call's arguments: the A/B selection ('' for none) and the date-time to preview. */
export interface PreviewSettingsRequest {
  test: string;
  group: string;
  previewDateTime: string;
}
