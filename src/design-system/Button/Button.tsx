import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useState, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { timings } from '../../config/timings';
import { assertOneOf } from '../assertOneOf';
import { Loader } from '../Loader/Loader';
import {
  buttonColors,
  buttonSizes,
  buttonStates,
  buttonVariants,
  disabledButtonColors,
  hoverBrightness,
  type ButtonSize,
  type ButtonVariant,
} from './buttonRules';
import { rippleCircle, type RippleCircle } from './ripple';

export { buttonSizes, buttonStates, buttonVariants, type ButtonSize, type ButtonVariant } from './buttonRules';

/** A busy button must say what it is busy with: `loadingLabel` exists exactly when loading. */
type ButtonStateProps = { state?: 'none'; loadingLabel?: never } | { state: 'loading'; loadingLabel: string };

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /** large (the default): 44 px high, the minimum touch target; small: for dense places such as the mini cart. */
  size?: ButtonSize;
} & ButtonStateProps;

/**
 * A text button (newsletter-footer-preview.md 2.5, 9). While loading it stays focusable and
 * keeps its width, so focus and layout do not jump, but it ignores clicks, reports
 * aria-busy and shows animated dots with the loading label for screen readers.
 */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'large',
    state = 'none',
    loadingLabel,
    type = 'button',
    onClick,
    children,
    ref,
    ...rest
  } = props;
  assertOneOf(variant, buttonVariants, 'button variant');
  assertOneOf(size, buttonSizes, 'button size');
  assertOneOf(state, buttonStates, 'button state');
  const loading = state === 'loading';
  const [ripple, setRipple] = useState<(RippleCircle & { key: number }) | null>(null);

  // The ripple shows for at least rippleMinMs (newsletter-footer-preview.md 9), then leaves the DOM.
  useEffect(() => {
    if (!ripple) return;
    const timer = window.setTimeout(() => setRipple(null), timings.rippleMinMs);
    return () => window.clearTimeout(timer);
  }, [ripple]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also keeps a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    // A ripple answers a press of this button: by the pointer (detail counts its presses) or by
    // Enter or Space while it has focus. Enter in a form's text field clicks the form's submit
    // button too (implicit submission: detail 0, focus stays in the field); that press was the
    // field's, and a ripple there cost the key's time to the next paint a render and a forced
    // layout of the page before the form's submit (issue 38).
    const pressed = event.detail > 0 || event.currentTarget.ownerDocument.activeElement === event.currentTarget;
    if (pressed && !prefersReducedMotion()) {
      // detail is 0 for a click from Enter or Space, which has no pointer position.
      const pointer = event.detail === 0 ? null : event;
      const circle = rippleCircle(event.currentTarget.getBoundingClientRect(), pointer);
      setRipple((previous) => ({ ...circle, key: (previous?.key ?? 0) + 1 }));
    }
    onClick?.(event);
  };

  return (
    <Root
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      {...rest}
      aria-busy={loading || undefined}
      // aria-disabled rather than disabled: a disabled button would drop keyboard focus mid-task.
      aria-disabled={loading || rest['aria-disabled']}
      onClick={handleClick}
    >
      <Content data-hidden={loading || undefined}>{children}</Content>
      {loading && (
        <span data-loader-slot="">
          <Loader type="animatedDots" label={loadingLabel ?? ''} />
        </span>
      )}
      {ripple && (
        <span
          key={ripple.key}
          aria-hidden="true"
          data-ripple=""
          data-testid="button-ripple"
          style={{ left: ripple.x, top: ripple.y, width: ripple.size, height: ripple.size }}
        />
      )}
    </Root>
  );
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion() {
  // jsdom and very old browsers have no matchMedia: they get the ripple.
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

const grow = keyframes({
  from: { transform: 'scale(0)', opacity: 0.35 },
  to: { transform: 'scale(1)', opacity: 0 },
});

/**
 * Every variant and size in one rule set, chosen by data attributes: the first Button on a page
 * inserts the CSS of all of them, so a Button that appears later (the mini cart's restore) or
 * changes variant never inserts CSS in the middle of a click. An insertion there costs the click's
 * frame stylis and a rebuild of the page's rule set (issue 16: a cart removal paints within 16 ms).
 */
const Root = styled.button(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: theme.space(11),
  padding: `0 ${theme.space(6)}`,
  borderWidth: theme.space(0.5),
  borderStyle: 'solid',
  borderRadius: theme.radius.m,
  fontFamily: 'inherit',
  fontSize: theme.font.size.m,
  fontWeight: theme.font.weight.bold,
  lineHeight: theme.font.lineHeight.tight,
  cursor: 'pointer',
  '&[data-size="small"]': { minHeight: theme.space(8), padding: `0 ${theme.space(4)}`, fontSize: theme.font.size.s },
  ...Object.fromEntries(
    buttonVariants.map((variant) => {
      const colors = buttonColors[variant];
      return [
        `&[data-variant="${variant}"]`,
        {
          borderColor: theme.color[colors.border],
          background: theme.color[colors.background],
          color: theme.color[colors.foreground],
          '&:hover:not(:disabled, [aria-busy="true"])': colors.hoverBackground
            ? { background: theme.color[colors.hoverBackground] }
            : { filter: `brightness(${hoverBrightness})` },
        },
      ];
    }),
  ),
  '&[aria-busy="true"]': { cursor: 'progress' },
  // The ripple's rules and keyframes too: the first click of a page inserts none (issue 38: a
  // submit by Enter clicks the form's button, and that insertion recalculated the page's style).
  '& > [data-ripple]': {
    position: 'absolute',
    borderRadius: theme.radius.round,
    background: 'currentColor',
    pointerEvents: 'none',
    animation: `${grow} ${timings.rippleMinMs}ms ease-out forwards`,
    '@media (prefers-reduced-motion: reduce)': { display: 'none' },
  },
  // The busy state's slot too: a submit that makes its button busy inserts no CSS for it.
  '& > [data-loader-slot]': {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '&:disabled': {
    background: theme.color[disabledButtonColors.background],
    borderColor: theme.color[disabledButtonColors.border],
    color: theme.color[disabledButtonColors.foreground],
    cursor: 'not-allowed',
  },
}));

// Hidden but still laid out (and still named): the button keeps the width of its label. Both
// states in one rule set, as the button's.
const Content = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  '&[data-hidden]': { opacity: 0 },
}));
