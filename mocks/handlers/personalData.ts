import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { personalData, type PersonalDataVariant } from '../data/customers';
import { isMockLogin } from './login';
import { withScenario } from '../scenarios';

const isVariant = (name: string | undefined): name is PersonalDataVariant => name !== undefined && name in personalData;

/**
 * Scenarios: loggedOut (the default), remembered, loggedIn, …, and the generic ones. Without a
 * scenario, a visitor who logged in through the login mock (its LoginToken cookie) is loggedIn.
 */
export const personalDataHandlers = [
  http.get(
    endpoints.personalData,
    withScenario('psdata', ({ request }, variant) => {
      if (isVariant(variant)) return HttpResponse.json(personalData[variant]);
      return HttpResponse.json(personalData[isMockLogin(request) ? 'loggedIn' : 'loggedOut']);
    }),
  ),
];
