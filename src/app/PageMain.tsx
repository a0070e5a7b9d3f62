import styled from '@emotion/styled';

/**
 * The page's main area in both frames: as wide as the header, focusable for the skip link and route
 * changes. At least a screen high, so the footer starts below the first screen: a page whose content
 * arrives late (a lazy page, a service's answer) grows below the fold and moves nothing in view
 * (layout shift, issue 16).
 */
export const PageMain = styled.main(({ theme }) => ({
  flex: 1,
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: theme.space(4),
  minHeight: '100vh',
  ':focus': { outline: 'none' },
}));
