import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { cookieNames } from '../../src/config/storage';
import type { PreviewCheckResult, PreviewStatus } from '../../src/features/preview/types';
import { abTestsActiveOn } from '../data/abTests';
import { jsonSettingCookies } from '../cookies';
import { withScenario } from '../scenarios';

/** A call the preview service received: which one, its query's test and group, and its body. */
export interface ReceivedPreviewCall {
  call: 'checkauth' | 'renew' | 'logout' | 'cookie' | 'token' | 'tests';
  query: Record<string, string>;
  body?: unknown;
}

const noSettings: PreviewCheckResult = { status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null };
/** Scenario `previewCookie: christmas`: a preview of Christmas Eve morning in an A/B group. */
export const christmasSettings: PreviewCheckResult = {
  status: 'SUCCESS',
  dateTime: '2026-12-24T10:00:00+01:00',
  abTestName: 'advent-calendar-teaser',
  abTestGroup: 'B',
};
/** Scenario `previewCookie: beforeTests`: a preview of a day on which no A/B test was active. */
const beforeTestsSettings: PreviewCheckResult = { ...noSettings, dateTime: '2019-05-01T12:00:00+02:00' };
let received: ReceivedPreviewCall[] = [];
let settings: PreviewCheckResult = noSettings;

/** The preview calls received since the last reset, oldest first. */
export const previewCalls = (call?: ReceivedPreviewCall['call']): readonly ReceivedPreviewCall[] =>
  call ? received.filter((entry) => entry.call === call) : received;
export function resetPreviewService(): void {
  received = [];
  settings = noSettings;
}

const log = (call: ReceivedPreviewCall['call'], request: Request, body?: unknown) => {
  received.push({ call, query: Object.fromEntries(new URL(request.url).searchParams), body });
};

const statusCodes: Record<PreviewStatus, number> = {
  SUCCESS: 200,
  BAD_REQUEST: 400,
  INTERNAL_ERROR: 500,
  UNAUTHORIZED: 401,
};
const variantStatus: Record<string, PreviewStatus> = {
  badRequest: 'BAD_REQUEST',
  internalError: 'INTERNAL_ERROR',
  unauthorized: 'UNAUTHORIZED',
};
/** The status with its HTTP code; the preview cookies it sets go through `jsonSettingCookies`. */
const answer = (status: PreviewStatus, cookies: readonly string[] = []) =>
  jsonSettingCookies({ status }, statusCodes[status], cookies);

/** The variant's status, SUCCESS without one. */
const statusOf = (variant: string | undefined): PreviewStatus => (variant && variantStatus[variant]) || 'SUCCESS';

/**
 * The staff preview service (spec README decision 3, methods ours) and the A/B tests per date:
 * - `previewAuth`, `previewRenew`, `previewLogout`, `previewToken`: SUCCESS by default, or
 *   `badRequest`, `internalError`, `unauthorized` (the status with its HTTP code), or the generic ones;
 * - `previewCookie`: what the preview cookies hold (set by the token call), `christmas` (a preview of
 *   2026-12-24 10:00 in advent-calendar-teaser / B), `beforeTests` (2019-05-01, no test active), or
 *   the generic ones;
 * - `abTests`: the tests active on `?time=` (mocks/data/abTests.ts), or the generic ones.
 * The token call refuses a test without a group or one not active on the day (BAD_REQUEST), sets
 * the PreviewToken cookie and keeps the settings; logout clears it.
 */
export const previewHandlers = [
  http.get(
    endpoints.preview.checkAuth,
    withScenario('previewAuth', ({ request }, variant) => {
      log('checkauth', request);
      return answer(statusOf(variant));
    }),
  ),
  http.post(
    endpoints.preview.loginRenew,
    withScenario('previewRenew', ({ request }, variant) => {
      log('renew', request);
      return answer(statusOf(variant));
    }),
  ),
  http.post(
    endpoints.preview.logout,
    withScenario('previewLogout', ({ request }, variant) => {
      log('logout', request);
      const status = statusOf(variant);
      if (status === 'SUCCESS') settings = noSettings;
      return answer(status, status === 'SUCCESS' ? [`${cookieNames.previewToken}=; Max-Age=0; Path=/`] : []);
    }),
  ),
  http.get(
    endpoints.preview.cookie,
    withScenario('previewCookie', ({ request }, variant) => {
      log('cookie', request);
      if (variant === 'christmas') return HttpResponse.json(christmasSettings);
      return HttpResponse.json(variant === 'beforeTests' ? beforeTestsSettings : settings);
    }),
  ),
  http.post(
    endpoints.preview.token,
    withScenario('previewToken', async ({ request }, variant) => {
      const body = (await request.json()) as { previewDateTime?: unknown };
      log('token', request, body);
      const query = new URL(request.url).searchParams;
      const test = query.get('test') ?? '';
      const group = query.get('group') ?? '';
      const dateTime = typeof body.previewDateTime === 'string' ? body.previewDateTime : '';
      const offered = abTestsActiveOn(dateTime).find((candidate) => candidate.name === test);
      const selectionKnown = test === '' ? group === '' : offered?.groups.some(({ name }) => name === group);
      const status = variant ? statusOf(variant) : dateTime && selectionKnown ? 'SUCCESS' : 'BAD_REQUEST';
      if (status !== 'SUCCESS') return answer(status);
      settings = { status, dateTime, abTestName: test || null, abTestGroup: group || null };
      return answer(status, [`${cookieNames.previewToken}=${encodeURIComponent(dateTime)}; Path=/`]);
    }),
  ),
  http.get(
    endpoints.abTestsAt,
    withScenario('abTests', ({ request }) => {
      log('tests', request);
      return HttpResponse.json(abTestsActiveOn(new URL(request.url).searchParams.get('time') ?? ''));
    }),
  ),
];
