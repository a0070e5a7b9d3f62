import { cartHandlers } from './cart';
import { footerHandlers } from './footer';
import { loginHandlers } from './login';
import { navigationHandlers } from './navigation';
import { newsletterHandlers } from './newsletter';
import { personalDataHandlers } from './personalData';
import { previewHandlers } from './preview';
import { promotionHandlers } from './promotion';
import { searchHandlers } from './search';
import { supportHandlers } from './support';

/** Every service's happy path, joined once for the worker, jest, Storybook and the preview server. */
export const handlers = [
  ...personalDataHandlers,
  ...cartHandlers,
  ...searchHandlers,
  ...navigationHandlers,
  // Before the promotion service's catch-all: the footers' content has ids of its own.
  ...footerHandlers,
  ...promotionHandlers,
  ...newsletterHandlers,
  ...supportHandlers,
  ...loginHandlers,
  ...previewHandlers,
];
