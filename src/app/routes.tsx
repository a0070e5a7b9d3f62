import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { pagePaths } from '../config/endpoints';
import { LazyCartContents } from '../features/cart';
import { pageMessages } from './messages';
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
 * The demo routes: hosts for the page furniture, each inside the page frame. Declarative
 * routing is enough for pages without loaders, and keeps the data router out of the bundle.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageFrame />}>
        <Route path={pagePaths.home} element={<HomePage />} />
        <Route path={pagePaths.search} element={<SearchPage />} />
        <Route path={pagePaths.newsletter} element={<NewsletterPage />} />
        <Route
          path={pagePaths.contact}
          element={
            <Suspense fallback={null}>
              <ContactPage />
            </Suspense>
          }
        />
        <Route
          path={pagePaths.login}
          element={
            <Suspense fallback={null}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route
          path={pagePaths.cart}
          element={
            <DemoPage title={pageMessages.cartTitle}>
              <LazyCartContents headingLevel={2} />
            </DemoPage>
          }
        />
        <Route path={pagePaths.product} element={<ProductPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        element={
          <Suspense fallback={null}>
            <ReducedPageFrame />
          </Suspense>
        }
      >
        <Route path={pagePaths.checkout} element={<DemoPage title={pageMessages.checkoutTitle} />} />
      </Route>
    </Routes>
  );
}
