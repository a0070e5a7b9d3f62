import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { assertOneOf } from '../assertOneOf';
import { buttonColors, buttonVariants, hoverBrightness, type ButtonVariant } from './buttonRules';

export type ButtonLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** Where it leads: it is a link (it navigates), drawn as a button (a call to action). */
  href: string;
  variant?: ButtonVariant;
};

/**
 * A call to action that goes somewhere: a link with the look of a large Button, so screen readers
 * announce it as a link and it opens in a new tab like one. Variants as Button's.
 */
export function ButtonLink({ variant = 'primary', children, ...rest }: ButtonLinkProps) {
  assertOneOf(variant, buttonVariants, 'button variant');
  return (
    <Root variant={variant} {...rest}>
      {children}
    </Root>
  );
}

const Root = styled('a', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant: ButtonVariant }>(({
  theme,
  variant,
}) => {
  const colors = buttonColors[variant];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: theme.space(11),
    padding: `0 ${theme.space(6)}`,
    border: `${theme.space(0.5)} solid ${theme.color[colors.border]}`,
    borderRadius: theme.radius.m,
    background: theme.color[colors.background],
    // The page's and a theme surface's link colours must not reach the button's text.
    color: `${theme.color[colors.foreground]} !important`,
    fontSize: theme.font.size.m,
    fontWeight: theme.font.weight.bold,
    lineHeight: theme.font.lineHeight.tight,
    textDecoration: 'none',
    '&:hover': colors.hoverBackground
      ? { background: theme.color[colors.hoverBackground] }
      : { filter: `brightness(${hoverBrightness})` },
    '&:focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '2px' },
  };
});
