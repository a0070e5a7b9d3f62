import styled from '@emotion/styled';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { assertOneOf } from '../assertOneOf';
import { Field, type FieldValueProps } from '../Field/Field';
import { FieldInput } from '../Field/fieldInput';
import { passwordStrength, passwordStrengths, type PasswordStrength } from './passwordStrength';
import { useHydrated } from '../useHydrated/useHydrated';
import {
  compactValue,
  displayValue,
  isFilteredType,
  reformat,
  textInputTypes,
  type TextInputType,
} from './textInputValue';

/** One label per strength 0 to 3 (newsletter-footer-preview.md 5: weak, ok, strong, very strong). */
export type PasswordStrengthLabels = readonly [string, string, string, string];

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'id' | 'required' | 'aria-invalid' | 'aria-required'
>;

/** `value` is, for number, the digits; for iban, the compact IBAN without spaces. */
interface TextInputBaseProps extends NativeInputProps, FieldValueProps {
  /** For number and iban counted in kept characters: digits, or IBAN characters without spaces. */
  maxLength?: number;
}

type TypeProps =
  | { type?: Exclude<TextInputType, 'password'>; strengthLabels?: never; strengthMeterLabel?: never }
  | {
      /** A new password: its strength is rated as it is typed. */
      type: 'password';
      /** Visible text of strength 0 to 3, also the meter's value text. */
      strengthLabels: PasswordStrengthLabels;
      /** Accessible name of the strength meter, e.g. 'Passwortsicherheit'. */
      strengthMeterLabel: string;
    }
  /** An existing password (signing in): rating it would say nothing useful, so there is no meter. */
  | { type: 'password'; strengthLabels?: never; strengthMeterLabel?: never };

export type TextInputProps = TextInputBaseProps & TypeProps;

/** number and iban are text fields: browsers ignore maxLength on type="number", and an IBAN has letters. */
const nativeType: Record<TextInputType, 'text' | 'password' | 'email'> = {
  text: 'text',
  password: 'password',
  email: 'email',
  number: 'text',
  iban: 'text',
};

/**
 * A one-line text field of newsletter-footer-preview.md 2.5: text, password (with a strength
 * meter for a new one), email, number (digits only) and iban (grouped in fours as the person types).
 */
export function TextInput({
  type = 'text',
  label,
  value,
  onChange,
  state = 'default',
  error,
  hint,
  required,
  id,
  maxLength,
  strengthLabels,
  strengthMeterLabel,
  'aria-describedby': extraDescribedBy,
  ref,
  ...rest
}: TextInputProps) {
  // A field of the server's HTML takes no typing until React has taken it over: React would keep
  // the typed text in the element but not in the form's state (issue 16). Readonly looks the same.
  const hydrated = useHydrated();
  assertOneOf(type, textInputTypes, 'text input type');
  const filtered = isFilteredType(type);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!filtered) {
      onChange(input.value);
      return;
    }
    const next = reformat(type, input.value, input.selectionStart ?? input.value.length, maxLength);
    // Written straight to the element so the caret can be put back before React re-renders; React
    // then finds the value it would set already there and leaves the caret alone.
    if (input.value !== next.display) {
      input.value = next.display;
      input.setSelectionRange(next.caret, next.caret);
    }
    if (next.value !== compactValue(type, value, maxLength)) onChange(next.value);
  };

  const strength = type === 'password' && strengthLabels && value !== '' ? passwordStrength(value) : undefined;

  return (
    <Field label={label} error={error} hint={hint} state={state} required={required} id={id}>
      {(control) => {
        const strengthId = strength === undefined ? undefined : `${control.id}-strength`;
        const describedBy =
          [control['aria-describedby'], strengthId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
        return (
          <>
            <FieldInput
              autoComplete={type === 'email' ? 'email' : undefined}
              inputMode={type === 'number' ? 'numeric' : undefined}
              // An IBAN is a code, not a word: no spelling marks, capitals on phone keyboards.
              spellCheck={type === 'iban' ? false : undefined}
              autoCapitalize={type === 'iban' ? 'characters' : undefined}
              {...rest}
              {...control}
              readOnly={!hydrated || rest.readOnly}
              ref={ref}
              type={nativeType[type]}
              // The filtered types enforce their own limit, counted in kept characters: a native
              // maxlength would cut a paste such as "12 34" before the filter drops the space.
              maxLength={filtered ? undefined : maxLength}
              value={filtered ? displayValue(type, value, maxLength) : value}
              onChange={handleChange}
              aria-describedby={describedBy}
              fieldState={state}
            />
            {strengthId && strength !== undefined && strengthLabels && (
              <StrengthMeter id={strengthId} strength={strength} labels={strengthLabels} name={strengthMeterLabel} />
            )}
          </>
        );
      }}
    </Field>
  );
}

function StrengthMeter({
  id,
  strength,
  labels,
  name,
}: {
  id: string;
  strength: PasswordStrength;
  labels: PasswordStrengthLabels;
  name: string;
}) {
  return (
    <Strength>
      <Meter
        role="meter"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={passwordStrengths.length - 1}
        aria-valuenow={strength}
        aria-valuetext={labels[strength]}
      >
        {passwordStrengths.map((step) => (
          // One more segment than the strength is lit, so even a weak password shows a red bar.
          <Segment key={step} lit={step <= strength} strength={strength} />
        ))}
      </Meter>
      <StrengthText id={id}>{labels[strength]}</StrengthText>
    </Strength>
  );
}

const styleProps = new Set(['lit', 'strength']);
const forwardProp = (prop: string) => !styleProps.has(prop);

const Strength = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(1) }));

const Meter = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${passwordStrengths.length}, 1fr)`,
  gap: theme.space(1),
}));

const strengthColor = ['error', 'warning', 'success', 'success'] as const;

const Segment = styled('span', { shouldForwardProp: forwardProp })<{ lit: boolean; strength: PasswordStrength }>(
  ({ theme, lit, strength }) => ({
    height: theme.space(1),
    borderRadius: theme.radius.s,
    background: lit ? theme.color[strengthColor[strength]] : theme.color.border,
  }),
);

const StrengthText = styled.span(({ theme }) => ({ fontSize: theme.font.size.xs, color: theme.color.text }));
