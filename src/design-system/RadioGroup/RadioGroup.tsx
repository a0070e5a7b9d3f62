import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef, type FocusEvent } from 'react';
import { assertOneOf } from '../assertOneOf';
import { stateBorder } from '../Field/Field';
import { fieldStates, type FieldState } from '../Field/fieldState';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithRef<'fieldset'>,
  'onChange' | 'onBlur' | 'onFocus' | 'children' | 'role' | 'aria-invalid' | 'aria-describedby' | 'aria-required'
> {
  /** Names the group; each radio is named by its own label. */
  legend: string;
  /** Shared by the radios: it makes them one group, which gives the arrow keys. */
  name: string;
  options: readonly RadioOption[];
  /** The chosen option's value; '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Called when focus leaves the group, not when it moves between its radios. */
  onBlur?: () => void;
  /** Called when focus enters the group from outside. */
  onFocus?: () => void;
  state?: FieldState;
  /** Shown, and tied to the group, only in the error state. */
  error?: string;
  hint?: string;
  required?: boolean;
}

/**
 * Native radios with one name in a fieldset: the browser gives Tab into the group (to the
 * chosen radio) and the arrow keys between its radios, skipping disabled ones. The fieldset
 * takes the radiogroup role so that required and invalid can be said of the group, where
 * ARIA allows them, and the legend still names it.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  onFocus,
  state = 'default',
  error,
  hint,
  required,
  disabled,
  ref,
  ...rest
}: RadioGroupProps) {
  assertOneOf(state, fieldStates, 'radio group state');
  const groupId = useId();
  const hintId = hint ? `${groupId}-hint` : undefined;
  const showError = state === 'error' && Boolean(error);
  const errorId = showError ? `${groupId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const leavesGroup = (event: FocusEvent<HTMLFieldSetElement>) =>
    !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));

  return (
    <Fieldset
      {...rest}
      ref={ref}
      disabled={disabled}
      role="radiogroup"
      aria-invalid={showError}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      onBlur={(event) => {
        if (leavesGroup(event)) onBlur?.();
      }}
      onFocus={(event) => {
        if (leavesGroup(event)) onFocus?.();
      }}
    >
      <Legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </Legend>
      <Options>
        {options.map((option, index) => {
          const radioId = `${groupId}-${index}`;
          return (
            <Option key={option.value}>
              <Radio
                id={radioId}
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                fieldState={state}
              />
              <OptionLabel htmlFor={radioId} disabled={Boolean(disabled || option.disabled)}>
                {option.label}
              </OptionLabel>
            </Option>
          );
        })}
      </Options>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {showError && <ErrorText id={errorId}>{error}</ErrorText>}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
}));

const Legend = styled.legend(({ theme }) => ({
  padding: 0,
  marginBottom: theme.space(1),
  fontSize: theme.font.size.s,
  fontWeight: theme.font.weight.bold,
}));

const Options = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(2) }));

const Option = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'flex-start', gap: theme.space(2) }));

const Radio = styled('input', { shouldForwardProp: (prop) => prop !== 'fieldState' })<{ fieldState: FieldState }>(
  ({ theme, fieldState }) => ({
    appearance: 'none',
    flexShrink: 0,
    margin: 0,
    // The circle sits on the label's first line whatever the font size.
    marginTop: `calc((${theme.font.lineHeight.normal}em - ${theme.space(5)}) / 2)`,
    width: theme.space(5),
    height: theme.space(5),
    border: `${theme.space(0.5)} solid ${stateBorder(theme, fieldState)}`,
    borderRadius: theme.radius.round,
    background: theme.color.surface,
    cursor: 'pointer',
    // A ring of surface inside the border leaves the filled dot of a chosen radio.
    '&:checked': {
      borderColor: theme.color.brand,
      background: theme.color.brand,
      boxShadow: `inset 0 0 0 ${theme.space(1)} ${theme.color.surface}`,
    },
    '&:disabled': { cursor: 'not-allowed', background: theme.color.disabledSurface, borderColor: theme.color.disabled },
    '&:checked:disabled': { background: theme.color.disabled },
  }),
);

const OptionLabel = styled('label', { shouldForwardProp: (prop) => prop !== 'disabled' })<{ disabled: boolean }>(
  ({ theme, disabled }) => ({
    fontSize: theme.font.size.m,
    color: disabled ? theme.color.disabled : theme.color.text,
    cursor: disabled ? 'not-allowed' : 'pointer',
  }),
);

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.font.size.xs, color: theme.color.textMuted }));

const ErrorText = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.font.size.xs, color: theme.color.error }));
