import { cartHandlers } from './cart';
import { navigationHandlers } from './navigation';
import { newsletterHandlers } from './newsletter';
import { personalDataHandlers } from './personalData';
import { promotionHandlers } from './promotion';
import { searchHandlers } from './search';

/** Every service's happy path, joined once for the worker, jest, Storybook and the preview server. */
export const handlers = [
  ...personalDataHandlers,
  ...cartHandlers,
  ...searchHandlers,
  ...navigationHandlers,
  ...promotionHandlers,
  ...newsletterHandlers,
];
