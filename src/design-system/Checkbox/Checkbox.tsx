import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { IconSize } from '../../config/limits';
import { assertOneOf } from '../assertOneOf';
import { stateBorder } from '../Field/Field';
import { fieldStates, type FieldState } from '../Field/fieldState';
import { Icon } from '../Icon/Icon';

const checkIconSize: IconSize = 16;

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  | 'type'
  | 'checked'
  | 'defaultChecked'
  | 'onChange'
  | 'children'
  | 'required'
  | 'aria-invalid'
  | 'aria-describedby'
  | 'aria-required'
> {
  /** May hold links (consent texts); it names the checkbox. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  state?: FieldState;
  /** Shown, and tied to the checkbox, only in the error state. */
  error?: string;
  /**
   * Marks the label with an asterisk and the checkbox as required for assistive technology.
   * The form's own validation decides and says what is missing, not the browser's bubble.
   */
  required?: boolean;
}

/**
 * A native checkbox, restyled: the input itself stays in the page (drawn by CSS instead of the
 * browser), so Space, the label click, forms and screen readers work as with any checkbox.
 * A link in the label stays a link: browsers follow it without toggling the box.
 */
export function Checkbox({
  label,
  checked,
  onChange,
  state = 'default',
  error,
  required,
  disabled,
  id,
  ref,
  ...rest
}: CheckboxProps) {
  assertOneOf(state, fieldStates, 'checkbox state');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const showError = state === 'error' && Boolean(error);
  const errorId = `${inputId}-error`;
  return (
    <Root>
      <Row>
        <Box>
          <Input
            {...rest}
            ref={ref}
            id={inputId}
            type="checkbox"
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={showError}
            aria-describedby={showError ? errorId : undefined}
            aria-required={required || undefined}
            fieldState={state}
          />
          <CheckMark name="check" size={checkIconSize} />
        </Box>
        <Label htmlFor={inputId} disabled={Boolean(disabled)}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </Label>
      </Row>
      {showError && <ErrorText id={errorId}>{error}</ErrorText>}
    </Root>
  );
}

const styleProps = new Set(['fieldState', 'disabled']);

const Root = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(1) }));

const Row = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'flex-start', gap: theme.space(2) }));

const Box = styled.span(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: theme.space(5),
  height: theme.space(5),
  // The box sits on the label's first line whatever the font size.
  marginTop: `calc((${theme.font.lineHeight.normal}em - ${theme.space(5)}) / 2)`,
  '& input:checked ~ svg': { visibility: 'visible' },
}));

const Input = styled('input', { shouldForwardProp: (prop) => prop !== 'fieldState' })<{ fieldState: FieldState }>(
  ({ theme, fieldState }) => ({
    appearance: 'none',
    margin: 0,
    width: '100%',
    height: '100%',
    border: `${theme.space(0.5)} solid ${stateBorder(theme, fieldState)}`,
    borderRadius: theme.radius.s,
    background: theme.color.surface,
    cursor: 'pointer',
    '&:checked': { background: theme.color.brand, borderColor: theme.color.brand },
    '&:disabled': { cursor: 'not-allowed', background: theme.color.disabledSurface, borderColor: theme.color.disabled },
    '&:checked:disabled': { background: theme.color.disabled },
  }),
);

const CheckMark = styled(Icon)(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  color: theme.color.textInverse,
  pointerEvents: 'none',
  visibility: 'hidden',
}));

const Label = styled('label', { shouldForwardProp: (prop) => !styleProps.has(prop) })<{ disabled: boolean }>(
  ({ theme, disabled }) => ({
    fontSize: theme.font.size.m,
    color: disabled ? theme.color.disabled : theme.color.text,
    cursor: disabled ? 'not-allowed' : 'pointer',
  }),
);

const ErrorText = styled.p(({ theme }) => ({
  margin: 0,
  // Lines the message up with the label, not the box.
  paddingLeft: `calc(${theme.space(5)} + ${theme.space(2)})`,
  fontSize: theme.font.size.xs,
  color: theme.color.error,
}));
