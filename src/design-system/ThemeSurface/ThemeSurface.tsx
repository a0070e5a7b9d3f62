import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { assertOneOf } from '../assertOneOf';
import { assertThemeName, colorThemes, type ColorTheme, type ThemeName } from '../theme/tokens';
import { themeSurfaceElements, type ThemeSurfaceElement } from './themeSurfaceRules';

export interface ThemeSurfaceProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** One of the twelve colour themes (decision 6); content naming any other throws. */
  theme: ThemeName;
  as?: ThemeSurfaceElement;
  children: ReactNode;
}

/**
 * A banner or teaser background in one of the named colour themes, with its text colour.
 * The theme's accent is offered to children as the CSS variable --theme-accent.
 */
export function ThemeSurface({ theme, as = 'div', children, ...rest }: ThemeSurfaceProps) {
  const name = assertThemeName(theme);
  assertOneOf(as, themeSurfaceElements, 'theme surface element');
  // `theme` is Emotion's own prop on a styled component, so the colours travel as `colors`.
  return (
    <Surface as={as} colors={colorThemes[name]} {...rest}>
      {children}
    </Surface>
  );
}

const Surface = styled('div', { shouldForwardProp: (prop) => prop !== 'colors' && prop !== 'as' })<{
  colors: ColorTheme;
}>(({ colors }) => ({
  background: colors.background,
  color: colors.foreground,
  '--theme-accent': colors.accent,
  '--theme-foreground': colors.foreground,
  // The page's link blue and focus blue are made for light surfaces and fall below the
  // contrast minimum on most themes; on a theme, links and the focus ring take the text colour
  // (links keep their underline, so they stay apart from the text around them). Through the
  // variable, a surface inside another gives its links its own colour: both surfaces' rules match
  // them, and the variable is the nearest surface's whichever rule the page inserted last.
  '& a': { color: 'var(--theme-foreground)' },
  '& :focus-visible': { outlineColor: 'currentColor' },
}));
