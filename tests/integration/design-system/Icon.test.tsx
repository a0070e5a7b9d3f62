import { screen } from '@testing-library/react';
import type { IconSize } from '../../../src/config/limits';
import { Icon } from '../../../src/design-system/Icon/Icon';
import { iconNames, type IconName } from '../../../src/design-system/Icon/icons';
import { renderWidget } from '../../support/renderWidget';

describe('Icon', () => {
  test('without a title it is decorative: hidden from assistive technology and not focusable', () => {
    const { container } = renderWidget(<Icon name="cart" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });

  test('with a title it is an image named by it', () => {
    renderWidget(<Icon name="beanPoints" title="Bohnenpunkte" />);
    const image = screen.getByRole('img', { name: 'Bohnenpunkte' });
    expect(image).not.toHaveAttribute('aria-hidden');
  });

  test('is 24 px unless told otherwise', () => {
    renderWidget(<Icon name="search" title="Suche" />);
    expect(screen.getByRole('img')).toHaveAttribute('width', '24');
    expect(screen.getByRole('img')).toHaveAttribute('height', '24');
  });

  test.each<IconSize>([12, 16, 24])('draws at %i px', (size) => {
    renderWidget(<Icon name="search" size={size} title="Suche" />);
    expect(screen.getByRole('img')).toHaveAttribute('width', String(size));
    expect(screen.getByRole('img')).toHaveAttribute('height', String(size));
  });

  test.each(iconNames)('%s draws a shape', (name) => {
    renderWidget(<Icon name={name} title={name} />);
    expect(screen.getByRole('img', { name }).querySelector('path, circle, rect')).toBeInTheDocument();
  });

  test('the spec’s icon set is all there', () => {
    expect(iconNames).toEqual(
      expect.arrayContaining([
        'beanPoints',
        'coffeeSubscription',
        'coffeeStamps',
        'assortment',
        'wishlist',
        'sale',
        'community',
        'mobileOffer',
      ]),
    );
  });

  test('refuses an icon name from content that is not in the set', () => {
    expect(() => renderWidget(<Icon name={'teapot' as IconName} />)).toThrow(
      /^Unknown icon name "teapot"; expected one of: beanPoints, /,
    );
  });

  test('refuses a size off the icon grid', () => {
    expect(() => renderWidget(<Icon name="cart" size={20 as IconSize} />)).toThrow(
      'Unknown icon size "20"; expected one of: 12, 16, 24',
    );
  });
});
