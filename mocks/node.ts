import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock services for jest (msw/node). */
export const server = setupServer(...handlers);
