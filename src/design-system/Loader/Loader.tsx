import { keyframes, type CSSObject, type Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { assertOneOf } from '../assertOneOf';
import { space } from '../theme/tokens';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** Loader types of newsletter-footer-preview.md 9. */
export const loaderTypes = ['coffeeCup', 'animatedDots'] as const;
export type LoaderType = (typeof loaderTypes)[number];

export interface LoaderProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'role'> {
  /** coffeeCup: a steaming cup for a region that is loading; animatedDots: three dots for inline use, as in a busy button. */
  type: LoaderType;
  /** What is loading, read out by screen readers (e.g. "Warenkorb wird geladen"); not shown. */
  label: string;
}

/**
 * Tells that something is loading. A status live region, so screen readers announce the label
 * politely when the loader appears; the drawing itself is decorative. Its look is `loaderStyles`,
 * in the page's global styles from the first render (GlobalStyles): a loader appears in the middle
 * of an interaction (a busy button at a submit, issue 38's INP), and CSS inserted then makes the
 * browser recalculate the whole page's style in that interaction's frame.
 */
export function Loader({ type, label, ref, ...rest }: LoaderProps) {
  assertOneOf(type, loaderTypes, 'loader type');
  return (
    <span ref={ref} role="status" data-loader={type} {...rest}>
      {type === 'coffeeCup' ? (
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor">
          <path data-steam="" d="M9 2.5c-1 1.5 1 2.5 0 4" />
          <path data-steam="" d="M13 2.5c-1 1.5 1 2.5 0 4" />
          <path d="M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9z" />
          <path d="M16 10h1.5a2.5 2.5 0 0 1 0 5H16M3 21.5h14" />
        </svg>
      ) : (
        <span aria-hidden="true" data-dots="">
          <span />
          <span />
          <span />
        </span>
      )}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** The animation duration of both loaders: one full cycle of the steam or of the three dots. */
const cycleMs = 1200;

const rise = keyframes({
  '0%': { opacity: 0, transform: `translateY(${space(0.5)})` },
  '50%': { opacity: 1 },
  '100%': { opacity: 0, transform: `translateY(-${space(0.5)})` },
});

const pulse = keyframes({
  '0%, 80%, 100%': { opacity: 0.25, transform: 'scale(0.75)' },
  '40%': { opacity: 1, transform: 'scale(1)' },
});

// Vestibular disorders: people who ask the system for less motion get a still drawing
// (WCAG 2.3.3); the status text is unaffected.
const reducedMotion = '@media (prefers-reduced-motion: reduce)';

/** Both loaders' look, for the page's global styles (GlobalStyles). */
export const loaderStyles = (theme: Theme): CSSObject => ({
  '[data-loader]': { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  '[data-loader="coffeeCup"] > svg': {
    width: theme.space(12),
    height: theme.space(12),
    strokeWidth: 1.5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    color: theme.color.brand,
  },
  '[data-loader="coffeeCup"] [data-steam]': {
    animation: `${rise} ${cycleMs}ms ease-in-out infinite`,
    '&:nth-of-type(2)': { animationDelay: `${cycleMs / 3}ms` },
    [reducedMotion]: { animation: 'none' },
  },
  '[data-loader="animatedDots"] > [data-dots]': { display: 'inline-flex', gap: theme.space(1) },
  '[data-loader="animatedDots"] > [data-dots] > span': {
    width: theme.space(2),
    height: theme.space(2),
    borderRadius: theme.radius.round,
    background: 'currentColor',
    animation: `${pulse} ${cycleMs}ms ease-in-out infinite`,
    '&:nth-of-type(2)': { animationDelay: `${cycleMs / 6}ms` },
    '&:nth-of-type(3)': { animationDelay: `${cycleMs / 3}ms` },
    [reducedMotion]: { animation: 'none', opacity: 1 },
  },
});
