import { Global, useTheme } from '@emotion/react';

/** Page-wide typography and the visible keyboard focus every control shares. */
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
      }}
    />
  );
}
