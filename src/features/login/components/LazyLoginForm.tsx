import { lazy } from 'react';

/**
 * The login form (with react-final-form), as the feature's index hands it out: only /login needs it,
 * so it is a chunk of its own (the login page's), and the page may evaluate the whole index at start
 * without pulling the form into the first bundle.
 */
export const LazyLoginForm = lazy(() =>
  import(/* webpackChunkName: "login" */ './LoginForm').then((chunk) => ({ default: chunk.LoginForm })),
);
