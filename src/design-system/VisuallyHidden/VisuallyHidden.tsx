import styled from '@emotion/styled';

/**
 * Text for screen readers only. `display: none` or `visibility: hidden` would hide it from them
 * too; this clips it to nothing instead (the pattern of the a11y-project and Bootstrap). The 1px
 * sizes are part of that pattern: some screen readers skip elements of zero size.
 */
export const VisuallyHidden = styled.span({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
