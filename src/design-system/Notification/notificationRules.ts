import type { IconSize } from '../../config/limits';

/** Notification states and variants of newsletter-footer-preview.md 9. */
export const notificationStates = ['info', 'success', 'error', 'warning'] as const;
export type NotificationState = (typeof notificationStates)[number];

export const notificationVariants = ['banner', 'copysize', 'footnotesize'] as const;
export type NotificationVariant = (typeof notificationVariants)[number];

/**
 * Errors and warnings interrupt (role="alert", assertive); info and success wait until the
 * screen reader is idle (role="status", polite), as WAI-ARIA's alert and status roles intend.
 */
export function liveRoleOf(state: NotificationState): 'alert' | 'status' {
  return state === 'error' || state === 'warning' ? 'alert' : 'status';
}

/** The state icon follows the text size of the variant, on the icon grid of 12, 16 and 24 px. */
export const notificationIconSize: Readonly<Record<NotificationVariant, IconSize>> = {
  banner: 24,
  copysize: 16,
  footnotesize: 12,
};
