import type { AppThunk } from '../../app/hooks';
import { greetingApi, type PersonalData } from '../greeting';
import { personalDataSet } from './loginSlice';

/**
 * Personal data loads once (the header's query), and can be set or reset from outside
 * (header-search-cart.md 4): set puts the given data in the cache, reset loads it again.
 */
export const setPersonalData =
  (data: PersonalData): AppThunk<Promise<unknown>> =>
  (dispatch) => {
    dispatch(personalDataSet(data));
    return dispatch(greetingApi.util.upsertQueryData('getPersonalData', undefined, data));
  };

export const resetPersonalData = (): AppThunk => (dispatch) => {
  dispatch(greetingApi.util.invalidateTags(['PersonalData']));
};
