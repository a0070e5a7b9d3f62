import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { assertOneOf } from '../assertOneOf';
import { fieldStates, type FieldState } from './fieldState';

/** The props every single-value input shares: its label, its string value and its field state. */
export interface FieldValueProps {
  label: string;
  value: string;
  /** Called with the new value as a string, so a final-form `input` binds directly. */
  onChange: (value: string) => void;
  state?: FieldState;
  /** Shown, and tied to the control, in the error state. */
  error?: string;
  hint?: string;
  /** Marks label and control as required; the form's validation says what is missing. */
  required?: boolean;
  id?: string;
}

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  label: string;
  /** Shown, and tied to the control, only in the error state. */
  error?: string;
  hint?: string;
  state?: FieldState;
  required?: boolean;
  /** The control's id; one is made up when absent. */
  id?: string;
  /** Renders the control with the ids and ARIA attributes that tie it to its label and texts. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and error of one form field. The error text is announced with the
 * control (aria-describedby) and marks it invalid, so a screen reader hears why.
 */
export function Field({ label, error, hint, state = 'default', required, id, children }: FieldProps) {
  assertOneOf(state, fieldStates, 'field state');
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const showError = state === 'error' && Boolean(error);
  const errorId = showError ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper data-state={state}>
      <Label htmlFor={controlId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      {children({
        id: controlId,
        'aria-invalid': showError,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {/* Always there, so a screen reader hears an error when it appears (on blur or submit):
          focus hides it again, and would otherwise leave no way to learn it. */}
      <ErrorLive aria-live="polite">{showError && <p id={errorId}>{error}</p>}</ErrorLive>
    </Wrapper>
  );
}

/** Border colour of a control in each field state. */
export const stateBorder = (theme: { color: Record<string, string> }, state: FieldState) =>
  state === 'error' ? theme.color.error : state === 'valid' ? theme.color.success : theme.color.borderStrong;

const Wrapper = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(1) }));

const Label = styled.label(({ theme }) => ({ fontSize: theme.font.size.s, fontWeight: theme.font.weight.bold }));

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.font.size.xs, color: theme.color.textMuted }));

// Empty, it takes no room: its negative margin cancels the wrapper's gap. The error text's style is
// the region's, in the page from the field's first render: a submit that shows the first error of
// the page inserts no CSS in the middle of its interaction (issue 38, as fieldControlStyle).
const ErrorLive = styled.div(({ theme }) => ({
  ':empty': { marginTop: `calc(-1 * ${theme.space(1)})` },
  '& > p': { margin: 0, fontSize: theme.font.size.xs, color: theme.color.error },
}));
