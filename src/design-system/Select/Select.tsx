import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import type { IconSize } from '../../config/limits';
import { assertOneOf } from '../assertOneOf';
import { Field, stateBorder, type FieldValueProps } from '../Field/Field';
import { fieldStates, type FieldState } from '../Field/fieldState';
import { Icon } from '../Icon/Icon';

const chevronSize: IconSize = 16;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends
    FieldValueProps,
    Omit<
      ComponentPropsWithRef<'select'>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'children'
      | 'multiple'
      | 'required'
      | 'aria-invalid'
      | 'aria-describedby'
      | 'aria-required'
      | 'id'
    > {
  options: readonly SelectOption[];
  /**
   * The text of a first option with the value '', shown while nothing is chosen
   * ('Select an A/B test'). It stays choosable: choosing it clears the choice
   * (newsletter-footer-preview.md 4, preview A/B selection).
   */
  placeholder?: string;
  /** The chosen option's value (FieldValueProps.value) is '' for the placeholder. */
}

/**
 * A native select in a Field: the browser's own list, keyboard and screen-reader support on
 * every device (a phone shows its picker), restyled closed; only the arrow is drawn.
 */
export function Select({
  label,
  options,
  placeholder,
  value,
  onChange,
  state = 'default',
  error,
  hint,
  required,
  id,
  ref,
  ...rest
}: SelectProps) {
  assertOneOf(state, fieldStates, 'select state');
  return (
    <Field label={label} error={error} hint={hint} state={state} required={required} id={id}>
      {(control) => (
        <Box>
          <NativeSelect
            {...rest}
            {...control}
            ref={ref}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            fieldState={state}
            showsPlaceholder={placeholder !== undefined && value === ''}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Chevron name="chevronDown" size={chevronSize} />
        </Box>
      )}
    </Field>
  );
}

const styleProps = new Set(['fieldState', 'showsPlaceholder']);

const Box = styled.div(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  '& select:disabled ~ svg': { color: theme.color.disabled },
}));

const NativeSelect = styled('select', { shouldForwardProp: (prop) => !styleProps.has(prop) })<{
  fieldState: FieldState;
  showsPlaceholder: boolean;
}>(({ theme, fieldState, showsPlaceholder }) => ({
  appearance: 'none',
  width: '100%',
  boxSizing: 'border-box',
  margin: 0,
  // Room on the right for the drawn arrow, which replaces the browser's.
  padding: `${theme.space(2)} ${theme.space(10)} ${theme.space(2)} ${theme.space(3)}`,
  border: `1px solid ${stateBorder(theme, fieldState)}`,
  borderRadius: theme.radius.m,
  background: theme.color.surface,
  color: showsPlaceholder ? theme.color.textMuted : theme.color.text,
  fontFamily: 'inherit',
  // 16 px keeps iOS Safari from zooming into the field on focus, as in TextInput.
  fontSize: theme.font.size.m,
  lineHeight: theme.font.lineHeight.normal,
  cursor: 'pointer',
  '&:disabled': {
    cursor: 'not-allowed',
    background: theme.color.disabledSurface,
    borderColor: theme.color.disabled,
    color: theme.color.disabled,
  },
  // The open list's options keep the normal text colour, not the placeholder's.
  '& option': { color: theme.color.text },
}));

const Chevron = styled(Icon)(({ theme }) => ({
  position: 'absolute',
  right: theme.space(3),
  color: theme.color.text,
  pointerEvents: 'none',
}));
