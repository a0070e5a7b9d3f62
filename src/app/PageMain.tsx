import styled from '@emotion/styled';

/** The page's main area in both frames: as wide as the header, focusable for the skip link and route changes. */
export const PageMain = styled.main(({ theme }) => ({
  flex: 1,
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: theme.space(4),
  ':focus': { outline: 'none' },
}));
