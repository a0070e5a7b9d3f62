import { cartHandlers } from './cart';
import { newsletterHandlers } from './newsletter';
import { personalDataHandlers } from './personalData';

/** Every service's happy path, joined once for the worker, jest, Storybook and the preview server. */
export const handlers = [...personalDataHandlers, ...cartHandlers, ...newsletterHandlers];
