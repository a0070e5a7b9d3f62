import { resetCartService } from './handlers/cart';
import { resetFooterService } from './handlers/footer';
import { resetLoginService } from './handlers/login';
import { resetNewsletterService } from './handlers/newsletter';
import { resetPreviewService } from './handlers/preview';
import { resetPromotionService } from './handlers/promotion';
import { resetSearchService } from './handlers/search';
import { resetSupportService } from './handlers/support';
import { resetScenarios } from './scenarios';

/**
 * Every mock service back at its first state (carts, held answers, subscribers, preview settings,
 * …) and no scenario chosen: after each jest test, before each story (Storybook switches stories
 * without reloading the page, so one story's removal would otherwise be the next one's cart), and
 * on the preview server's `POST /__mocks/reset`.
 */
export function resetMockServices(): void {
  resetScenarios();
  resetCartService();
  resetSearchService();
  resetNewsletterService();
  resetPromotionService();
  resetFooterService();
  resetSupportService();
  resetLoginService();
  resetPreviewService();
}
