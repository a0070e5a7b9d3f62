import styled from '@emotion/styled';
import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { limits } from '../../config/limits';
import { timings } from '../../config/timings';
import { Field, type FieldValueProps } from '../Field/Field';
import { fieldControlStyle, fieldStateAttribute } from '../Field/fieldInput';
import { remainingCharacters, showsCounter } from './textareaRules';
import { useHydrated } from '../useHydrated/useHydrated';

type NativeTextareaProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'children'
  | 'id'
  | 'required'
  | 'maxLength'
  | 'aria-invalid'
  | 'aria-required'
>;

type TextareaBaseProps = NativeTextareaProps & FieldValueProps;

type CounterProps =
  | { maxLength?: undefined; remainingLabel?: never }
  | {
      /** Above 0, a remaining-character counter shows (newsletter-footer-preview.md 2.5). */
      maxLength: number;
      /** The counter's text, e.g. (n) => `Noch ${n} Zeichen`. */
      remainingLabel: (remaining: number) => string;
    };

export type TextareaProps = TextareaBaseProps & CounterProps;

/**
 * A multi-line field of newsletter-footer-preview.md 2.5, 140 px high by default, with a
 * remaining-character counter when it has a maxLength. The counter follows every keystroke on
 * screen; screen readers hear it only once typing pauses (section 9: 1.5 s), as in the GOV.UK
 * character count, since announcing every keystroke would drown out the typing echo.
 */
export function Textarea({
  label,
  value,
  onChange,
  state = 'default',
  error,
  hint,
  required,
  id,
  maxLength,
  remainingLabel,
  'aria-describedby': extraDescribedBy,
  ref,
  ...rest
}: TextareaProps) {
  // A field of the server's HTML takes no typing until React has taken it over: React would keep
  // the typed text in the element but not in the form's state (issue 16). Readonly looks the same.
  const hydrated = useHydrated();
  const counterText =
    remainingLabel && showsCounter(maxLength) ? remainingLabel(remainingCharacters(value, maxLength)) : undefined;
  const announced = useDelayedText(counterText);

  return (
    <Field label={label} error={error} hint={hint} state={state} required={required} id={id}>
      {(control) => {
        const counterId = counterText === undefined ? undefined : `${control.id}-counter`;
        const describedBy =
          [control['aria-describedby'], counterId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
        return (
          <>
            <Control
              {...rest}
              {...control}
              readOnly={!hydrated || rest.readOnly}
              ref={ref}
              // newsletter-footer-preview.md 2.5: a maxlength of 0 means no limit, not "no text".
              maxLength={showsCounter(maxLength) ? maxLength : undefined}
              value={value}
              onChange={(event) => onChange(event.currentTarget.value)}
              aria-describedby={describedBy}
              {...fieldStateAttribute(state)}
            />
            {counterText !== undefined && (
              <>
                {/* The live region below speaks for it; hidden so it is not read twice. */}
                <Counter aria-hidden="true">{counterText}</Counter>
                <LiveRegion id={counterId} role="status">
                  {announced}
                </LiveRegion>
              </>
            )}
          </>
        );
      }}
    </Field>
  );
}

/** The text as it was once it stopped changing for the announcement delay. */
function useDelayedText(text: string | undefined) {
  const [delayed, setDelayed] = useState(text);
  useEffect(() => {
    if (text === delayed) return;
    const timer = setTimeout(() => setDelayed(text), timings.characterCounterAnnounceDelayMs);
    return () => clearTimeout(timer);
  }, [text, delayed]);
  return delayed;
}

// Every field state in one rule set (fieldControlStyle): a submit inserts no CSS.
const Control = styled.textarea(({ theme }) => ({
  ...fieldControlStyle(theme),
  height: `${limits.textareaDefaultHeightPx}px`,
  resize: 'vertical',
}));

const Counter = styled.p(({ theme }) => ({
  margin: 0,
  alignSelf: 'flex-end',
  fontSize: theme.font.size.xs,
  color: theme.color.textMuted,
}));

/** Visually hidden, still read: the usual clip pattern. */
const LiveRegion = styled.span({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
