import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import type { NewsletterDoubleOptInProps, NewsletterSignUpProps } from '../../features/newsletter';

/**
 * The newsletter sign-up is below the fold and brings react-final-form with it: it loads as its
 * own chunk after the first paint (README, size budget). The placeholder keeps the widget's
 * first height (the 300 px image and its padding), so the footer does not jump when it arrives.
 * Once the chunk is there (preloadNewsletter, or a first lazy render), pages render it directly.
 */
type NewsletterModule = typeof import('../../features/newsletter');

let loaded: NewsletterModule | undefined;
let loading: Promise<NewsletterModule> | undefined;

export function preloadNewsletter(): Promise<NewsletterModule> {
  loading ??= import(/* webpackChunkName: "newsletter" */ '../../features/newsletter').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

const SignUp = lazy(() => preloadNewsletter().then((module) => ({ default: module.NewsletterSignUp })));
const DoubleOptIn = lazy(() => preloadNewsletter().then((module) => ({ default: module.NewsletterDoubleOptIn })));

export function LazyNewsletterSignUp(props: NewsletterSignUpProps) {
  if (loaded) return <loaded.NewsletterSignUp {...props} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <SignUp {...props} />
    </Suspense>
  );
}

export function LazyNewsletterDoubleOptIn(props: NewsletterDoubleOptInProps) {
  if (loaded) return <loaded.NewsletterDoubleOptIn {...props} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <DoubleOptIn {...props} />
    </Suspense>
  );
}

const Placeholder = styled.div(({ theme }) => ({
  minHeight: `calc(300px + 2 * ${theme.space(6)})`,
  borderRadius: theme.radius.l,
  background: theme.color.surfaceAlt,
}));
