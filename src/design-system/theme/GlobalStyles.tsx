import { Global, useTheme } from '@emotion/react';
import { loaderStyles } from '../Loader/Loader';

/**
 * Page-wide typography, the visible keyboard focus every control shares, and the look of what
 * appears in the middle of an interaction (the loaders: see Loader).
 */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={{
        body: {
          fontFamily: theme.font.family,
          fontSize: theme.font.size.m,
          lineHeight: theme.font.lineHeight.normal,
          color: theme.color.text,
          background: theme.color.surface,
        },
        'h1, h2, h3': { lineHeight: theme.font.lineHeight.tight },
        ':focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '2px' },
        a: { color: theme.color.link },
        ...loaderStyles(theme),
      }}
    />
  );
}
