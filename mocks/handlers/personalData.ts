import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { personalData, type PersonalDataVariant } from '../data/customers';
import { withScenario } from '../scenarios';

const isVariant = (name: string | undefined): name is PersonalDataVariant => name !== undefined && name in personalData;

/** Scenarios: loggedOut (default), remembered, loggedIn, and the generic ones. */
export const personalDataHandlers = [
  http.get(
    endpoints.personalData,
    withScenario('psdata', (_info, variant) =>
      HttpResponse.json(personalData[isVariant(variant) ? variant : 'loggedOut']),
    ),
  ),
];
