import styled from '@emotion/styled';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { assertOneOf } from '../assertOneOf';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { isExternalHref } from './isExternalHref';
import { textLinkSizes, textLinkVariants, type TextLinkSize, type TextLinkVariant } from './textLinkRules';

export interface TextLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'rel' | 'children'> {
  href: string;
  size?: TextLinkSize;
  variant?: TextLinkVariant;
  /** Blocks the link (newsletter-footer-preview.md 4): no navigation, out of the tab order. */
  disabled?: boolean;
  children: ReactNode;
  /**
   * Read out after the text of an external link, which opens in a new tab (e.g. "öffnet in
   * einem neuen Tab"), so the change of context is not a surprise (WCAG 3.2.5).
   */
  newTabHint?: string;
}

/** An inline link. External addresses open in a new tab without access to this page. */
export function TextLink({
  href,
  size = 'medium',
  variant = 'primary',
  disabled = false,
  newTabHint,
  children,
  onClick,
  ref,
  ...rest
}: TextLinkProps) {
  assertOneOf(size, textLinkSizes, 'text link size');
  assertOneOf(variant, textLinkVariants, 'text link variant');
  // noopener: the new page gets no window.opener to redirect this tab with; noreferrer: it is
  // not told which page of the shop the customer came from.
  const external = isExternalHref(href) ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};

  // Enter on a focused link fires a click too, so this one handler blocks mouse and keyboard.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <Anchor
      ref={ref}
      href={href}
      size={size}
      variant={variant}
      {...external}
      {...rest}
      // An <a> cannot be disabled natively: it keeps its href (and so its link role) and says
      // it is disabled; tabIndex -1 takes it out of the tab order.
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : rest.tabIndex}
      onClick={handleClick}
    >
      {children}
      {newTabHint && external.target && <VisuallyHidden>{` ${newTabHint}`}</VisuallyHidden>}
    </Anchor>
  );
}

const styleProps = new Set(['size', 'variant']);

const Anchor = styled('a', { shouldForwardProp: (prop) => !styleProps.has(prop) })<{
  size: TextLinkSize;
  variant: TextLinkVariant;
}>(({ theme, size, variant }) => ({
  color: { primary: theme.color.link, secondary: theme.color.text, inverse: theme.color.textInverse }[variant],
  fontSize: { small: theme.font.size.s, medium: theme.font.size.m, large: theme.font.size.l }[size],
  // Underlined always: a link is told from the text around it by more than its colour (WCAG 1.4.1).
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  '&:hover': { textDecorationThickness: theme.space(0.5) },
  '&[aria-disabled="true"]': { color: theme.color.disabled, cursor: 'not-allowed', textDecoration: 'none' },
}));
