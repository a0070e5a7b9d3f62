import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { assertOneOf } from '../assertOneOf';
import { disabledButtonColors, hoverBrightness } from '../Button/buttonRules';
import {
  activeColors,
  iconButtonColors,
  iconButtonStates,
  iconButtonVariants,
  type IconButtonState,
  type IconButtonVariant,
} from './iconButtonRules';

/** An icon alone names nothing: a name is required, as a label or as the id of one. */
type Named = { 'aria-label': string } | { 'aria-labelledby': string };

export type IconButtonProps = Omit<
  ComponentPropsWithRef<'button'>,
  'aria-label' | 'aria-labelledby' | 'aria-pressed' | 'disabled' | 'children'
> &
  Named & {
    /** Usually a decorative `<Icon>` (no title): the button's name says what it does. */
    icon: ReactNode;
    /** Default: secondary. */
    variant?: IconButtonVariant;
    /** disabled: no click is emitted; active: pressed (aria-pressed="true"). Default: default. */
    state?: IconButtonState;
    /**
     * A toggle (such as "on the wishlist") also reports aria-pressed="false" when not active, so
     * screen readers announce it as a toggle button in both states.
     */
    toggle?: boolean;
  };

/** A round button showing only an icon, at least 44 x 44 px to hit (WCAG 2.5.5). */
export function IconButton({
  icon,
  variant = 'secondary',
  state = 'default',
  toggle = false,
  type = 'button',
  ref,
  ...rest
}: IconButtonProps) {
  assertOneOf(variant, iconButtonVariants, 'icon button variant');
  assertOneOf(state, iconButtonStates, 'icon button state');
  const pressed = state === 'active' ? true : toggle ? false : undefined;
  return (
    <Root
      ref={ref}
      type={type}
      variant={variant}
      active={state === 'active'}
      disabled={state === 'disabled'}
      aria-pressed={pressed}
      {...rest}
    >
      {icon}
    </Root>
  );
}

const styleProps = new Set(['variant', 'active']);

const Root = styled('button', { shouldForwardProp: (prop) => !styleProps.has(prop) })<{
  variant: IconButtonVariant;
  active: boolean;
}>(({ theme, variant, active }) => {
  const base = iconButtonColors[variant];
  const colors = active ? activeColors(base) : base;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: theme.space(11),
    minHeight: theme.space(11),
    padding: theme.space(2),
    border: `${theme.space(0.5)} solid ${theme.color[colors.border]}`,
    borderRadius: theme.radius.round,
    background: theme.color[colors.background],
    color: theme.color[colors.foreground],
    boxShadow: variant === 'background' ? theme.shadow.raised : 'none',
    cursor: 'pointer',
    '&:hover:not(:disabled)':
      colors.hoverBackground && !active
        ? { background: theme.color[colors.hoverBackground] }
        : { filter: `brightness(${hoverBrightness})` },
    '&:disabled': {
      background: theme.color[disabledButtonColors.background],
      borderColor: theme.color[disabledButtonColors.border],
      color: theme.color[disabledButtonColors.foreground],
      boxShadow: 'none',
      cursor: 'not-allowed',
    },
  };
});
