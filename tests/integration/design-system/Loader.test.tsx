import { screen } from '@testing-library/react';
import { Loader, type LoaderType } from '../../../src/design-system/Loader/Loader';
import { renderWidget } from '../../support/renderWidget';

describe('Loader', () => {
  test.each<LoaderType>(['coffeeCup', 'animatedDots'])('%s is a status that says what is loading', (type) => {
    renderWidget(<Loader type={type} label="Warenkorb wird geladen" />);
    expect(screen.getByRole('status')).toHaveTextContent('Warenkorb wird geladen');
  });

  test('the drawing is hidden from screen readers: they hear the label only', () => {
    const { container } = renderWidget(<Loader type="coffeeCup" label="Warenkorb wird geladen" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test('refuses an unknown type', () => {
    expect(() => renderWidget(<Loader type={'spinner' as LoaderType} label="Lädt" />)).toThrow(
      'Unknown loader type "spinner"; expected one of: coffeeCup, animatedDots',
    );
  });
});
