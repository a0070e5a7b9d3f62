import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Select, type SelectProps } from '../../../src/design-system/Select/Select';
import { renderWidget } from '../../support/renderWidget';

const label = 'Name';
const options = [
  { value: 'none', label: 'None' },
  { value: 'checkout-2024', label: 'checkout-2024' },
  { value: 'teaser-order', label: 'teaser-order' },
] as const;

function Controlled({
  onChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'label' | 'options'> & { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      {...props}
      label={label}
      options={options}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const select = () => screen.getByRole('combobox', { name: label });

describe('Select', () => {
  test('starts on its placeholder, the first option with the value ""', () => {
    renderWidget(<Controlled placeholder="Select an A/B test" />);
    expect(select()).toHaveDisplayValue('Select an A/B test');
    expect(select()).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select an A/B test',
      'None',
      'checkout-2024',
      'teaser-order',
    ]);
  });

  test('choosing an option reports its value; choosing the placeholder again reports ""', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled placeholder="Select an A/B test" onChange={onChange} />);
    await user.selectOptions(select(), 'teaser-order');
    expect(onChange).toHaveBeenLastCalledWith('teaser-order');
    expect(select()).toHaveDisplayValue('teaser-order');

    await user.selectOptions(select(), 'Select an A/B test');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(select()).toHaveValue('');
  });

  test('without a placeholder it offers only the options', () => {
    renderWidget(<Select label={label} options={options} value="none" onChange={jest.fn()} />);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(select()).toHaveDisplayValue('None');
  });

  test('focus and blur are reported', async () => {
    const onFocus = jest.fn();
    const onBlur = jest.fn();
    const { user } = renderWidget(<Controlled onFocus={onFocus} onBlur={onBlur} />);
    await user.tab();
    expect(select()).toHaveFocus();
    expect(onFocus).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  test('the error state marks it invalid and describes it with the message', () => {
    renderWidget(<Controlled placeholder="Select a group" state="error" error="Required" />);
    expect(select()).toBeInvalid();
    expect(select()).toHaveAccessibleDescription('Required');
  });

  test('the valid state shows no error', () => {
    renderWidget(<Controlled state="valid" error="Required" />);
    expect(select()).toBeValid();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  test('required is announced, the asterisk is not part of the name', () => {
    renderWidget(<Controlled required />);
    expect(select()).toBeRequired();
  });

  test('a disabled select cannot be changed', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled placeholder="Select a group" disabled onChange={onChange} />);
    expect(select()).toBeDisabled();
    await user.selectOptions(select(), 'None');
    expect(select()).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('an unknown state from content throws a clear error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWidget(<Controlled state={'warning' as 'error'} />)).toThrow('Unknown select state "warning"');
  });
});
