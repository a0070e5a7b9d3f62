import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Checkbox, type CheckboxProps } from '../../../src/design-system/Checkbox/Checkbox';
import { renderWidget } from '../../support/renderWidget';

const label = 'Ja, ich möchte personalisierte Angebote erhalten.';

function Controlled(props: Omit<CheckboxProps, 'checked' | 'onChange'> & { onChange?: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(next) => {
        props.onChange?.(next);
        setChecked(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  test('a click on the box or its label reports the new value', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled label={label} onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: label });
    expect(checkbox).not.toBeChecked();

    await user.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(checkbox).toBeChecked();

    await user.click(screen.getByText(label));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(checkbox).not.toBeChecked();
  });

  test('Space toggles it from the keyboard; focus and blur are reported', async () => {
    const onChange = jest.fn();
    const onFocus = jest.fn();
    const onBlur = jest.fn();
    const { user } = renderWidget(<Controlled label={label} onChange={onChange} onFocus={onFocus} onBlur={onBlur} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: label })).toHaveFocus();
    expect(onFocus).toHaveBeenCalledTimes(1);

    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);

    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  test('only shows what it is given: a controlled box waits for the checked prop', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Checkbox label={label} checked={false} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: label }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
  });

  // Browsers open a link inside a label without ticking the box; user-event's label click does
  // not model that exception, so only the naming is checked here.
  test('a rich label names the box and keeps its link a link', () => {
    renderWidget(
      <Checkbox
        label={
          <>
            Ich akzeptiere die <a href="#datenschutz">Datenschutzhinweise</a>.
          </>
        }
        checked={false}
        onChange={jest.fn()}
      />,
    );
    expect(screen.getByRole('checkbox', { name: /^Ich akzeptiere die Datenschutzhinweise/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutzhinweise' })).toHaveAttribute('href', '#datenschutz');
  });

  test('the error state marks it invalid and describes it with the message', () => {
    renderWidget(
      <Checkbox label={label} checked={false} onChange={jest.fn()} state="error" error="Bitte bestätigen Sie." />,
    );
    const checkbox = screen.getByRole('checkbox', { name: label });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('Bitte bestätigen Sie.');
  });

  test('an error message outside the error state is not shown', () => {
    renderWidget(<Checkbox label={label} checked onChange={jest.fn()} state="valid" error="Bitte bestätigen Sie." />);
    const checkbox = screen.getByRole('checkbox', { name: label });
    expect(checkbox).toBeValid();
    expect(checkbox).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Bitte bestätigen Sie.')).not.toBeInTheDocument();
  });

  test('required is announced, its asterisk is not part of the name', () => {
    renderWidget(<Checkbox label={label} checked={false} onChange={jest.fn()} required />);
    expect(screen.getByRole('checkbox', { name: label })).toBeRequired();
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  test('a disabled box cannot be changed', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Checkbox label={label} checked={false} onChange={onChange} disabled />);
    const checkbox = screen.getByRole('checkbox', { name: label });
    expect(checkbox).toBeDisabled();
    await user.click(checkbox);
    await user.click(screen.getByText(label));
    expect(onChange).not.toHaveBeenCalled();
  });

  test('an unknown state from content throws a clear error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWidget(<Checkbox label={label} checked={false} onChange={jest.fn()} state={'warning' as 'error'} />),
    ).toThrow('Unknown checkbox state "warning"');
  });
});
