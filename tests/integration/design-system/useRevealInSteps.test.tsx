import { act, screen } from '@testing-library/react';
import { useRevealInSteps } from '../../../src/design-system/useRevealInSteps/useRevealInSteps';
import { renderWidget } from '../../support/renderWidget';

function Blocks({ always = false }: { always?: boolean }) {
  const names = ['Zahlung', 'Service', 'Kategorien', 'Rechtliches'];
  const shown = useRevealInSteps(names.length, always);
  return (
    <ul>
      {names.slice(0, shown).map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useRevealInSteps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('shows the first part at once, then one more in each task, in order', async () => {
    renderWidget(<Blocks />);
    expect(items()).toEqual(['Zahlung']);
    await act(() => jest.advanceTimersToNextTimerAsync());
    expect(items()).toEqual(['Zahlung', 'Service']);
    await act(() => jest.advanceTimersToNextTimerAsync());
    await act(() => jest.advanceTimersToNextTimerAsync());
    expect(items()).toEqual(['Zahlung', 'Service', 'Kategorien', 'Rechtliches']);
    // Done: nothing is left to wait for.
    expect(jest.getTimerCount()).toBe(0);
  });

  test('shows all parts in the first render when asked to (a crawler)', () => {
    renderWidget(<Blocks always />);
    expect(items()).toEqual(['Zahlung', 'Service', 'Kategorien', 'Rechtliches']);
  });
});
