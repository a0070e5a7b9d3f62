import {
  type ListenerEffectAPI,
  type ThunkAction,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { ServiceContext } from '../api/baseApi';
import type { AppDispatch, RootState } from './store';

export { useClientNavigate, useQueryParams } from './routing';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** A flow a person starts (remove, then undo): typed against the whole store and its service context. */
export type AppThunk<R = void> = ThunkAction<R, RootState, ServiceContext, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ServiceContext>;
/** What a listener's effect gets: dispatch, getState, delay, condition, … (for effects split into functions). */
export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch, ServiceContext>;
