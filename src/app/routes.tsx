import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { pagePaths } from '../config/endpoints';
import { LazyCartContents } from '../features/cart';
import { useAppSelector } from './hooks';
import { pageDescriptions, pageMessages } from './messages';
import { selectSite } from './platform';
import { PageFrame } from './PageFrame';
import { DemoPage } from './pages/DemoPage';
import { HomePage } from './pages/HomePage';
import { NewsletterPage } from './pages/NewsletterPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProductPage } from './pages/ProductPage';
import { SearchPage } from './pages/SearchPage';

// The checkout's frame (the reduced header) is a chunk of its own: the shop's other pages never need it.
const ReducedPageFrame = lazy(() =>
  import(/* webpackChunkName: "checkout-frame" */ './ReducedPageFrame').then((chunk) => ({
    default: chunk.ReducedPageFrame,
  })),
);

// The contact page (its form and the support footer) is only ever needed on /contact.
const ContactPage = lazy(() =>
  import(/* webpackChunkName: "contact" */ './pages/ContactPage').then((chunk) => ({ default: chunk.ContactPage })),
);

// The login form is only ever needed on /login.
const LoginPage = lazy(() =>
  import(/* webpackChunkName: "login" */ './pages/LoginPage').then((chunk) => ({ default: chunk.LoginPage })),
);

/**
 * The demo routes: hosts for the page furniture, each inside the page frame (the checkout inside
 * its reduced frame). The first route that matches the path wins; the last one is the 404 page.
 */
export function AppRoutes() {
  const { themeWorldPath } = useAppSelector(selectSite);
  return (
    <Switch>
      <Route path={pagePaths.checkout}>
        <Suspense fallback={null}>
          <ReducedPageFrame>
            <DemoPage title={pageMessages.checkoutTitle} description={pageDescriptions.checkout} />
          </ReducedPageFrame>
        </Suspense>
      </Route>
      <Route>
        <PageFrame>
          <Switch>
            <Route path={pagePaths.home} component={HomePage} />
            <Route path={pagePaths.search} component={SearchPage} />
            <Route path={pagePaths.newsletter} component={NewsletterPage} />
            <Route path={pagePaths.contact}>
              <Suspense fallback={null}>
                <ContactPage />
              </Suspense>
            </Route>
            <Route path={pagePaths.login}>
              <Suspense fallback={null}>
                <LoginPage />
              </Suspense>
            </Route>
            <Route path={pagePaths.cart}>
              <DemoPage title={pageMessages.cartTitle} description={pageDescriptions.cart}>
                <LazyCartContents headingLevel={2} />
              </DemoPage>
            </Route>
            <Route path={pagePaths.product} component={ProductPage} />
            {/* The navigation bar's first item: its path is the site's own (/themenwelten, /tema-dunyalari). */}
            <Route path={themeWorldPath}>
              <DemoPage title={pageMessages.themeWorldsTitle} description={pageDescriptions.themeWorlds} />
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </PageFrame>
      </Route>
    </Switch>
  );
}
