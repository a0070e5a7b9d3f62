/** The login call's outcomes (newsletter-footer-preview.md 4, "Login status result"; 7, 8). */
export type LoginOutcome = 'SUCCESS' | 'UNAUTHORIZED' | 'SERVICE_UNAVAILABLE';

/** 200 is SUCCESS, 401 UNAUTHORIZED; any other status, or no answer at all, SERVICE_UNAVAILABLE (spec 7). */
export function loginOutcome(status: number | undefined): LoginOutcome {
  if (status === 200) return 'SUCCESS';
  if (status === 401) return 'UNAUTHORIZED';
  return 'SERVICE_UNAVAILABLE';
}
