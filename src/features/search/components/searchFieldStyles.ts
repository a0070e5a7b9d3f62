import styled from '@emotion/styled';
import { dimensions } from '../../../config/limits';
import type { SearchPlacement } from './searchBoxTypes';

// The search field's look, shared by the plain field of the first paint (SearchBox) and the
// combobox that takes its place (SearchCombobox): the swap must not move a pixel.

export const Form = styled.form<{ placement: SearchPlacement }>(({ placement }) => ({
  position: 'relative',
  width: placement === 'header' ? 'auto' : '100%',
}));

export const Field = styled.div<{ placement: SearchPlacement }>(({ theme, placement }) => ({
  display: 'flex',
  alignItems: 'center',
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.round,
  background: theme.color.surface,
  paddingLeft: theme.space(3),
  ':focus-within': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '1px' },
  ...(placement === 'header' && {
    width: `${dimensions.searchInputDefaultPx}px`,
    transition: 'width 200ms ease-out',
    ':focus-within': {
      outline: `2px solid ${theme.color.focus}`,
      outlineOffset: '1px',
      width: `min(${dimensions.searchInputFocusPx}px, 100%)`,
    },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  }),
}));

export const Input = styled.input(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  color: theme.color.text,
  font: 'inherit',
  fontSize: theme.font.size.m,
  padding: `${theme.space(2)} 0`,
  // The field's ring (Field's :focus-within) shows the focus, not a second one of the input's own.
  // `&:focus-visible` outranks the page-wide :focus-visible ring (GlobalStyles) by specificity, not
  // by which style sheet came last: in a Storybook preview whose first story was the search box,
  // the global sheet came after this one and the input had both rings (CI, 2026-11-29).
  '&, &:focus-visible': { outline: 'none' },
  '::placeholder': { color: theme.color.textMuted, fontSize: theme.font.size.s },
  // The clear button is ours: hide the browser's own.
  '::-webkit-search-cancel-button': { display: 'none' },
}));

export const Note = styled.p(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: theme.zIndex.flyout,
  margin: `${theme.space(1)} 0 0`,
  padding: theme.space(3),
  background: theme.color.surface,
  boxShadow: theme.shadow.overlay,
  color: theme.color.textMuted,
  fontSize: theme.font.size.s,
  width: 'max-content',
  maxWidth: `min(${dimensions.suggestionPanelOverlayPx}px, calc(100vw - 32px))`,
}));
