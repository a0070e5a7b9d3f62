import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
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
 * politely when the loader appears; the drawing itself is decorative.
 */
export function Loader({ type, label, ref, ...rest }: LoaderProps) {
  assertOneOf(type, loaderTypes, 'loader type');
  return (
    <Root ref={ref} role="status" {...rest}>
      {type === 'coffeeCup' ? (
        <CupSvg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor">
          <Steam d="M9 2.5c-1 1.5 1 2.5 0 4" />
          <Steam d="M13 2.5c-1 1.5 1 2.5 0 4" />
          <path d="M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9z" />
          <path d="M16 10h1.5a2.5 2.5 0 0 1 0 5H16M3 21.5h14" />
        </CupSvg>
      ) : (
        <Dots aria-hidden="true">
          <Dot />
          <Dot />
          <Dot />
        </Dots>
      )}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Root>
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

const Root = styled.span({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

const CupSvg = styled.svg(({ theme }) => ({
  width: theme.space(12),
  height: theme.space(12),
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  color: theme.color.brand,
}));

const Steam = styled.path({
  animation: `${rise} ${cycleMs}ms ease-in-out infinite`,
  '&:nth-of-type(2)': { animationDelay: `${cycleMs / 3}ms` },
  [reducedMotion]: { animation: 'none' },
});

const Dots = styled.span(({ theme }) => ({ display: 'inline-flex', gap: theme.space(1) }));

const Dot = styled.span(({ theme }) => ({
  width: theme.space(2),
  height: theme.space(2),
  borderRadius: theme.radius.round,
  background: 'currentColor',
  animation: `${pulse} ${cycleMs}ms ease-in-out infinite`,
  '&:nth-of-type(2)': { animationDelay: `${cycleMs / 6}ms` },
  '&:nth-of-type(3)': { animationDelay: `${cycleMs / 3}ms` },
  [reducedMotion]: { animation: 'none', opacity: 1 },
}));
