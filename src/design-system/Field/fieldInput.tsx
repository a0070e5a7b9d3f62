import type { CSSObject, Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import type { FieldState } from './fieldState';
import { stateBorder } from './Field';

/**
 * How a Field's native control is drawn, one line or many (Textarea adds its height). Every field
 * state is in this one rule set, chosen by the control's `data-state` (`fieldStateAttribute`): the
 * first field of a page inserts the CSS of all of them, so a form that turns its fields valid or
 * invalid (a submit, a blur) inserts no CSS in the middle of that interaction. An insertion there
 * costs the interaction's frame stylis, a new rule set and a style recalculation of the whole page
 * (issue 38: Enter in the contact form's empty first field).
 */
export const fieldControlStyle = (theme: Theme): CSSObject => ({
  width: '100%',
  boxSizing: 'border-box',
  padding: `${theme.space(2)} ${theme.space(3)}`,
  fontFamily: 'inherit',
  // 16 px keeps iOS Safari from zooming into the field on focus.
  fontSize: theme.font.size.m,
  lineHeight: theme.font.lineHeight.normal,
  color: theme.color.text,
  background: theme.color.surface,
  border: `1px solid ${stateBorder(theme, 'default')}`,
  borderRadius: theme.radius.m,
  // Before `:disabled`, which overrides them with the same specificity.
  '&[data-state="valid"]': { borderColor: stateBorder(theme, 'valid') },
  '&[data-state="error"]': { borderColor: stateBorder(theme, 'error') },
  '&::placeholder': { color: theme.color.textMuted },
  '&:disabled': {
    color: theme.color.disabled,
    background: theme.color.disabledSurface,
    borderColor: theme.color.disabled,
    cursor: 'not-allowed',
  },
});

/** The attribute that selects a control's field state in `fieldControlStyle`. */
export const fieldStateAttribute = (fieldState: FieldState) => ({ 'data-state': fieldState });

const Input = styled.input(({ theme }) => fieldControlStyle(theme));

/**
 * The one-line native input of a Field, drawn the same for every type: text, password, email
 * (TextInput), date (DateInput) and time (TimeInput).
 */
export function FieldInput({ fieldState, ...props }: ComponentPropsWithRef<'input'> & { fieldState: FieldState }) {
  return <Input {...props} {...fieldStateAttribute(fieldState)} />;
}
