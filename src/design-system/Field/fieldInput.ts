import type { CSSObject, Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { FieldState } from './fieldState';
import { stateBorder } from './Field';

/** How a Field's native control is drawn, one line or many (Textarea adds its height). */
export const fieldControlStyle = (theme: Theme, fieldState: FieldState): CSSObject => ({
  width: '100%',
  boxSizing: 'border-box',
  padding: `${theme.space(2)} ${theme.space(3)}`,
  fontFamily: 'inherit',
  // 16 px keeps iOS Safari from zooming into the field on focus.
  fontSize: theme.font.size.m,
  lineHeight: theme.font.lineHeight.normal,
  color: theme.color.text,
  background: theme.color.surface,
  border: `1px solid ${stateBorder(theme, fieldState)}`,
  borderRadius: theme.radius.m,
  '&::placeholder': { color: theme.color.textMuted },
  '&:disabled': {
    color: theme.color.disabled,
    background: theme.color.disabledSurface,
    borderColor: theme.color.disabled,
    cursor: 'not-allowed',
  },
});

/**
 * The one-line native input of a Field, drawn the same for every type: text, password, email
 * (TextInput), date (DateInput) and time (TimeInput).
 */
export const FieldInput = styled('input', { shouldForwardProp: (prop) => prop !== 'fieldState' })<{
  fieldState: FieldState;
}>(({ theme, fieldState }) => fieldControlStyle(theme, fieldState));
