import styled from '@emotion/styled';
import { lazy, Suspense, type ComponentType } from 'react';
import type { NewsletterDoubleOptInProps, NewsletterSignUpProps } from '../../features/newsletter';
import { SlotBoundary } from '../SlotBoundary';
import { loadNewsletterChunk } from './newsletterChunk';

/**
 * The newsletter sign-up loads as its own chunk after the first paint. The placeholder keeps the
 * widget's first height (the 300 px image and its padding), so the footer does not jump when it
 * arrives. Once the chunk is here, React gets it without waiting: a thenable that answers at once
 * lets React.lazy render the widget in the same pass. The markup is the same either way (one
 * Suspense boundary), so the browser's first render matches the server's HTML, where the widget
 * is rendered in full.
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

function lazyPart<P extends object>(pick: (module: NewsletterModule) => ComponentType<P>) {
  return lazy(() => {
    if (loaded) {
      const ready = { default: pick(loaded) };
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
    }
    return preloadNewsletter().then((module) => ({ default: pick(module) }));
  });
}

const SignUp = lazyPart((module) => module.NewsletterSignUp);
const DoubleOptIn = lazyPart((module) => module.NewsletterDoubleOptIn);

// Each sits in its own error boundary: a failing widget leaves the page around it whole.
export function LazyNewsletterSignUp(props: NewsletterSignUpProps) {
  return (
    <SlotBoundary>
      <Suspense fallback={<Placeholder />}>
        <SignUp {...props} />
      </Suspense>
    </SlotBoundary>
  );
}

export function LazyNewsletterDoubleOptIn(props: NewsletterDoubleOptInProps) {
  return (
    <SlotBoundary>
      <Suspense fallback={<Placeholder />}>
        <DoubleOptIn {...props} />
      </Suspense>
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
