import { screen } from '@testing-library/react';
import { useState } from 'react';
import { RadioGroup, type RadioGroupProps } from '../../../src/design-system/RadioGroup/RadioGroup';
import { renderWidget } from '../../support/renderWidget';

const legend = 'Anrede';
const options = [
  { value: 'MRS', label: 'Frau' },
  { value: 'MR', label: 'Herr' },
  { value: 'DIVERS', label: 'Divers' },
  { value: 'COMPANY', label: 'Firma' },
] as const;

type ControlledProps = Omit<RadioGroupProps, 'value' | 'onChange' | 'legend' | 'name' | 'options'> &
  Partial<Pick<RadioGroupProps, 'options' | 'onChange'>> & { initial?: string };

function Controlled({ initial = '', onChange, options: given = options, ...props }: ControlledProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RadioGroup
        {...props}
        legend={legend}
        name="salutation"
        options={given}
        value={value}
        onChange={(next) => {
          onChange?.(next);
          setValue(next);
        }}
      />
      <button type="button">Weiter</button>
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('RadioGroup', () => {
  test('is a group named by its legend, each radio named by its label', () => {
    renderWidget(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: legend });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('name'))).toEqual(Array(4).fill('salutation'));
    for (const option of options) expect(radio(option.label)).not.toBeChecked();
  });

  test('a click on a radio or its label chooses it and reports its value', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled onChange={onChange} />);
    await user.click(radio('Herr'));
    expect(onChange).toHaveBeenLastCalledWith('MR');
    expect(radio('Herr')).toBeChecked();

    await user.click(screen.getByText('Firma'));
    expect(onChange).toHaveBeenLastCalledWith('COMPANY');
    expect(radio('Firma')).toBeChecked();
    expect(radio('Herr')).not.toBeChecked();
  });

  test('Tab enters at the chosen radio; the arrow keys move and choose, wrapping at the ends', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled initial="MR" onChange={onChange} />);
    await user.tab();
    expect(radio('Herr')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(radio('Divers')).toHaveFocus();
    expect(radio('Divers')).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('DIVERS');

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(radio('Frau')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('MRS');

    await user.keyboard('{ArrowUp}');
    expect(radio('Firma')).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('COMPANY');
  });

  test('the arrow keys skip a disabled option', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(
      <Controlled
        initial="MRS"
        onChange={onChange}
        options={[options[0], { ...options[1], disabled: true }, options[2]]}
      />,
    );
    expect(radio('Herr')).toBeDisabled();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(radio('Divers')).toHaveFocus();
    expect(onChange).toHaveBeenCalledWith('DIVERS');
    expect(onChange).not.toHaveBeenCalledWith('MR');
  });

  test('onBlur is called once when focus leaves the group, not while it moves inside', async () => {
    const onBlur = jest.fn();
    const onFocus = jest.fn();
    const { user } = renderWidget(<Controlled initial="MRS" onBlur={onBlur} onFocus={onFocus} />);
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(onBlur).not.toHaveBeenCalled();
    expect(onFocus).toHaveBeenCalledTimes(1);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  test('the error state marks the group invalid and describes it with the message and hint', () => {
    renderWidget(
      <Controlled state="error" error="Bitte wählen Sie eine Anrede." hint="Für die persönliche Ansprache." />,
    );
    const group = screen.getByRole('radiogroup', { name: legend });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Für die persönliche Ansprache. Bitte wählen Sie eine Anrede.');
  });

  test('an error message outside the error state is not shown', () => {
    renderWidget(<Controlled initial="MR" state="valid" error="Bitte wählen Sie eine Anrede." />);
    const group = screen.getByRole('radiogroup', { name: legend });
    expect(group).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Bitte wählen Sie eine Anrede.')).not.toBeInTheDocument();
  });

  test('required is said of the group; the asterisk is not part of its name', () => {
    renderWidget(<Controlled required />);
    expect(screen.getByRole('radiogroup', { name: legend })).toHaveAttribute('aria-required', 'true');
  });

  test('a disabled group cannot be changed', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled disabled onChange={onChange} />);
    for (const option of options) expect(radio(option.label)).toBeDisabled();
    await user.click(radio('Herr'));
    expect(onChange).not.toHaveBeenCalled();
  });

  test('an unknown state from content throws a clear error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWidget(<Controlled state={'warning' as 'error'} />)).toThrow(
      'Unknown radio group state "warning"',
    );
  });
});
