import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { limits, type IconSize } from '../../config/limits';
import { assertOneOf } from '../assertOneOf';
import { stateBorder } from '../Field/Field';
import { fieldStates, type FieldState } from '../Field/fieldState';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { formatFileSize } from './fileSize';
import { refusalTexts, validateFiles, type Refusal, type RefusalMessages } from './validateFiles';

const iconSize: IconSize = 16;

export type FileInputMessages = RefusalMessages;

export interface FileInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'accept'
  | 'multiple'
  | 'children'
  | 'aria-invalid'
  | 'aria-describedby'
> {
  /** Names the file picker and is its visible button text ('Dateien anhängen'). */
  label: string;
  /** The attached files; the parent keeps them. */
  files: readonly File[];
  /** Called with the whole new list after files were accepted or one was removed. */
  onChange: (files: File[]) => void;
  /** The text for each refused file (too many, too large, wrong type). */
  messages: FileInputMessages;
  /** Names each file's remove button ('rechnung.pdf entfernen'). */
  removeLabel: (fileName: string) => string;
  /** A file's size as shown in the list; by default in kB or MB in the page's language. */
  formatSize?: (bytes: number) => string;
  /** Say the rules here (at most 3 files, JPG, PNG or PDF, 5 MB each): people choose better. */
  hint?: string;
  state?: FieldState;
  /** Shown, and tied to the picker, only in the error state. */
  error?: string;
}

const defaultFormatSize = (bytes: number) =>
  // The app sets the page's lang to the site's locale; the widget knows no site.
  formatFileSize(bytes, document.documentElement.lang || undefined);

/**
 * Attachments of the contact form (newsletter-footer-preview.md 2.3, 5, 9). The native file
 * input stays the control (keyboard, screen readers, the device's picker) but is drawn as its
 * label, a button-like box, since the browser's own button text follows the browser's
 * language, not the site's, and its "no file chosen" would contradict the list below. `accept`
 * only pre-filters the picker (anyone can switch it to "all files"), so every file is checked
 * again; each refused file gets its message in an alert and stays out of the list.
 */
export function FileInput({
  label,
  files,
  onChange,
  messages,
  removeLabel,
  formatSize = defaultFormatSize,
  hint,
  state = 'default',
  error,
  disabled,
  id,
  ref,
  ...rest
}: FileInputProps) {
  assertOneOf(state, fieldStates, 'file input state');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const showError = state === 'error' && Boolean(error);
  const errorId = showError ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  // A new batch remounts the refusal list, so the alert speaks again when a person repeats a refused pick.
  const [picked, setPicked] = useState<{ batch: number; refusals: readonly Refusal[] }>({ batch: 0, refusals: [] });
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);

  // The removed file's button is gone: focus moves to the file that took its place, or the picker.
  useEffect(() => {
    const index = focusAfterRemoval.current;
    const root = rootRef.current;
    if (index === null || !root) return;
    focusAfterRemoval.current = null;
    const buttons = root.querySelectorAll<HTMLButtonElement>('[data-remove]');
    (
      buttons[Math.min(index, buttons.length - 1)] ?? root.querySelector<HTMLInputElement>('input[type="file"]')
    )?.focus();
  }, [files]);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const added = Array.from(event.target.files ?? []);
    // Emptied so that picking the same file again, e.g. after removing it, is a change again.
    event.target.value = '';
    if (added.length === 0) return;
    focusAfterRemoval.current = null;
    const { accepted, refusals } = validateFiles(files, added);
    setPicked(({ batch }) => ({ batch: batch + 1, refusals }));
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  const remove = (index: number) => {
    focusAfterRemoval.current = index;
    onChange(files.filter((_, i) => i !== index));
  };

  const texts = refusalTexts(picked.refusals, messages);

  return (
    <Root ref={rootRef}>
      <Picker>
        <HiddenInput
          {...rest}
          ref={ref}
          id={inputId}
          type="file"
          multiple
          accept={limits.attachmentTypes.join(',')}
          disabled={disabled}
          onChange={add}
          aria-invalid={showError}
          aria-describedby={describedBy}
        />
        <PickLabel htmlFor={inputId} data-state={state} disabled={Boolean(disabled)}>
          <Icon name="plus" size={iconSize} />
          {label}
        </PickLabel>
      </Picker>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {showError && <ErrorText id={errorId}>{error}</ErrorText>}
      {/* In the page before anything is refused: screen readers announce an alert's later content reliably. */}
      <RefusalRegion role="alert">
        {texts.length > 0 && (
          <RefusalList key={picked.batch}>
            {texts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </RefusalList>
        )}
      </RefusalRegion>
      {files.length > 0 && (
        <FileList>
          {files.map((file, index) => (
            <FileItem key={`${index}-${file.name}-${file.lastModified}`}>
              <FileName>{file.name}</FileName>
              <FileSize>{formatSize(file.size)}</FileSize>
              <RemoveButton
                type="button"
                data-remove
                aria-label={removeLabel(file.name)}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <Icon name="trash" size={iconSize} />
              </RemoveButton>
            </FileItem>
          ))}
        </FileList>
      )}
    </Root>
  );
}

const styleProps = new Set(['disabled']);

const Root = styled.div(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  // Margins, not gap: the alert region is in the page even when empty and must not add space.
  // Doubled class: stronger than the children's own `margin: 0`; style elements that server
  // rendering puts between the children are not counted.
  '&& > :not(style) ~ :not(style)': { marginTop: theme.space(2) },
  // The hidden input is the focused element; its label shows the focus instead.
  '& input:focus-visible ~ label': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '2px' },
}));

const Picker = styled.div({ position: 'relative' });

/** Out of sight but still focusable and announced. */
const HiddenInput = VisuallyHidden.withComponent('input');

// Every field state in one rule set, chosen by `data-state`: a submit that turns the picker valid or
// invalid inserts no CSS in the middle of its interaction (issue 38, as fieldControlStyle).
const PickLabel = styled('label', { shouldForwardProp: (prop) => !styleProps.has(prop) })<{
  disabled: boolean;
}>(({ theme, disabled }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  padding: `${theme.space(2)} ${theme.space(4)}`,
  border: `1px solid ${disabled ? theme.color.disabled : theme.color.brand}`,
  ...(!disabled && {
    '&[data-state="valid"]': { borderColor: stateBorder(theme, 'valid') },
    '&[data-state="error"]': { borderColor: stateBorder(theme, 'error') },
  }),
  borderRadius: theme.radius.m,
  background: disabled ? theme.color.disabledSurface : theme.color.surface,
  color: disabled ? theme.color.disabled : theme.color.brand,
  fontSize: theme.font.size.m,
  fontWeight: theme.font.weight.bold,
  cursor: disabled ? 'not-allowed' : 'pointer',
}));

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.font.size.xs, color: theme.color.textMuted }));

const ErrorText = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.font.size.xs, color: theme.color.error }));

const RefusalRegion = styled.div({ '&&&:empty': { marginTop: 0 } });

const RefusalList = styled.ul(({ theme }) => ({
  margin: 0,
  paddingLeft: theme.space(4),
  fontSize: theme.font.size.s,
  color: theme.color.error,
}));

const FileList = styled.ul(({ theme }) => ({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const FileItem = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  padding: `${theme.space(1)} ${theme.space(2)}`,
  borderRadius: theme.radius.m,
  background: theme.color.surfaceAlt,
  fontSize: theme.font.size.s,
}));

const FileName = styled.span({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

const FileSize = styled.span(({ theme }) => ({ flexShrink: 0, color: theme.color.textMuted }));

const RemoveButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: theme.space(8),
  minHeight: theme.space(8),
  padding: 0,
  border: 'none',
  borderRadius: theme.radius.m,
  background: 'none',
  color: theme.color.text,
  cursor: 'pointer',
  '&:disabled': { color: theme.color.disabled, cursor: 'not-allowed' },
}));
