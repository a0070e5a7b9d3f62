import styled from '@emotion/styled';
import { lazy, Suspense, useState } from 'react';
import type { NewsletterDoubleOptInProps, NewsletterSignUpProps } from '../../features/newsletter';
import { SlotBoundary } from '../SlotBoundary';
import { loadNewsletterChunk } from './newsletterChunk';

/**
 * The newsletter sign-up loads as its own chunk after the first paint. The placeholder keeps the
 * widget's first height (the 300 px image and its padding), so the footer does not jump when it
 * arrives. A page mounted once the chunk is there renders the widget directly, in one pass; a page
 * mounted before renders it through Suspense. Which of the two is chosen once per mount: switching
 * later would remount the widget, losing what the visitor typed and repeating the DOI call.
 */
type NewsletterModule = Awaited<ReturnType<typeof loadNewsletterChunk>>;

let loaded: NewsletterModule | undefined;
let loading: Promise<NewsletterModule> | undefined;

export function preloadNewsletter(): Promise<NewsletterModule> {
  loading ??= loadNewsletterChunk().then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

const SignUp = lazy(() => preloadNewsletter().then((module) => ({ default: module.NewsletterSignUp })));
const DoubleOptIn = lazy(() => preloadNewsletter().then((module) => ({ default: module.NewsletterDoubleOptIn })));

// Each sits in its own error boundary: a failing widget leaves the page around it whole.
export function LazyNewsletterSignUp(props: NewsletterSignUpProps) {
  const [ready] = useState(() => loaded);
  return (
    <SlotBoundary>
      {ready ? (
        <ready.NewsletterSignUp {...props} />
      ) : (
        <Suspense fallback={<Placeholder />}>
          <SignUp {...props} />
        </Suspense>
      )}
    </SlotBoundary>
  );
}

export function LazyNewsletterDoubleOptIn(props: NewsletterDoubleOptInProps) {
  const [ready] = useState(() => loaded);
  return (
    <SlotBoundary>
      {ready ? (
        <ready.NewsletterDoubleOptIn {...props} />
      ) : (
        <Suspense fallback={<Placeholder />}>
          <DoubleOptIn {...props} />
        </Suspense>
      )}
    </SlotBoundary>
  );
}

/**
 * The widget's height as measured in Chromium in DE (e2e: no layout shift on /): on a phone the form
 * stacks below the image; from 768 px the tablet image (273 px) stands beside the form; from 1024 px
 * the desktop image (300 px) with its two-line voucher footnote, and the section's padding.
 */
const Placeholder = styled.div(({ theme }) => ({
  minHeight: '689px',
  [theme.mq.up('m')]: { minHeight: '371px' },
  [theme.mq.up('xl')]: { minHeight: '398px' },
  borderRadius: theme.radius.l,
  background: theme.color.surfaceAlt,
}));
