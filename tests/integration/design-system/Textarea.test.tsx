import { act, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { limits } from '../../../src/config/limits';
import { timings } from '../../../src/config/timings';
import { Textarea, type TextareaProps } from '../../../src/design-system/Textarea/Textarea';
import { renderWidget } from '../../support/renderWidget';

const remainingLabel = (remaining: number) => `Noch ${remaining} Zeichen`;

/** The field as a form holds it: the value lives outside and comes back through onChange. */
function Controlled(props: TextareaProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Textarea
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

/** The counter on screen, not its copy in the live region for screen readers. */
const counterOnScreen = (text: string) => screen.getByText(text, { ignore: '[role="status"]' });

const justBefore = timings.characterCounterAnnounceDelayMs - 100;

describe('Textarea', () => {
  test('is named by its label and reports what is typed', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled label="Ihre Nachricht" value="" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Hallo{Enter}Welt');
    expect(onChange).toHaveBeenLastCalledWith('Hallo\nWelt');
  });

  test(`is ${limits.textareaDefaultHeightPx} px high by default`, () => {
    renderWidget(<Textarea label="Ihre Nachricht" value="" onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveStyle({
      height: `${limits.textareaDefaultHeightPx}px`,
    });
  });

  test('in the error state is invalid and described by its error', () => {
    renderWidget(
      <Textarea
        label="Ihre Nachricht"
        state="error"
        error="Bitte geben Sie eine Nachricht ein."
        required
        value=""
        onChange={jest.fn()}
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Ihre Nachricht' });
    expect(textarea).toBeInvalid();
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAccessibleDescription('Bitte geben Sie eine Nachricht ein.');
  });

  test('hands its element to the ref prop', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWidget(<Textarea label="Ihre Nachricht" value="" onChange={jest.fn()} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Ihre Nachricht' }));
  });

  test('shows no counter without a maxLength', () => {
    renderWidget(<Textarea label="Ihre Nachricht" value="" onChange={jest.fn()} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('shows no counter when maxLength is 0', () => {
    renderWidget(
      <Textarea label="Ihre Nachricht" value="" maxLength={0} remainingLabel={remainingLabel} onChange={jest.fn()} />,
    );
    expect(screen.queryByText(/Zeichen/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('takes text without a limit when maxLength is 0', async () => {
    const { user } = renderWidget(
      <Controlled label="Ihre Nachricht" value="" maxLength={0} remainingLabel={remainingLabel} onChange={jest.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Hallo');
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveValue('Hallo');
  });
});

describe('Textarea remaining-character counter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderCounted = (props: Partial<TextareaProps> = {}) =>
    renderWidget(
      <Controlled
        label="Ihre Nachricht"
        value=""
        maxLength={100}
        remainingLabel={remainingLabel}
        onChange={jest.fn()}
        {...props}
      />,
      { userOptions: { advanceTimers: jest.advanceTimersByTime } },
    );

  test('shows the characters left and follows every keystroke on screen', async () => {
    const { user } = renderCounted();
    expect(counterOnScreen('Noch 100 Zeichen')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Hallo');
    expect(counterOnScreen('Noch 95 Zeichen')).toBeVisible();
  });

  test('counts a value given by the form', () => {
    renderCounted({ value: 'Guten Tag' });
    expect(counterOnScreen('Noch 91 Zeichen')).toBeVisible();
  });

  test('tells screen readers the count with the field', () => {
    renderCounted({ hint: 'Ohne Kundennummer' });
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveAccessibleDescription(
      'Ohne Kundennummer Noch 100 Zeichen',
    );
  });

  test(`announces the count only ${timings.characterCounterAnnounceDelayMs} ms after typing stops`, async () => {
    const { user } = renderCounted();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Noch 100 Zeichen');
    await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Hallo');
    await act(() => jest.advanceTimersByTimeAsync(justBefore));
    expect(status).toHaveTextContent('Noch 100 Zeichen');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(status).toHaveTextContent('Noch 95 Zeichen');
  });

  test('starts waiting again with every keystroke', async () => {
    const { user } = renderCounted();
    const textarea = screen.getByRole('textbox', { name: 'Ihre Nachricht' });
    await user.type(textarea, 'Hal');
    await act(() => jest.advanceTimersByTimeAsync(justBefore));
    await user.type(textarea, 'lo');
    await act(() => jest.advanceTimersByTimeAsync(justBefore));
    expect(screen.getByRole('status')).toHaveTextContent('Noch 100 Zeichen');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toHaveTextContent('Noch 95 Zeichen');
  });

  test('stops typing at maxLength and counts down to 0', async () => {
    const onChange = jest.fn();
    const { user } = renderCounted({ maxLength: 5, onChange });
    await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Hallo Welt');
    expect(onChange).toHaveBeenLastCalledWith('Hallo');
    expect(counterOnScreen('Noch 0 Zeichen')).toBeVisible();
  });

  test('leaves no timer running once unmounted', async () => {
    const { user, unmount } = renderCounted();
    await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Hallo');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
