import { screen, within } from '@testing-library/react';
import { Rating } from '../../../src/design-system/Rating/Rating';
import { renderWidget } from '../../support/renderWidget';

/** How full each drawn star is: where its gradient turns from filled to empty. */
function fillOffsets(image: HTMLElement) {
  return Array.from(image.querySelectorAll('svg')).map((star) => star.querySelector('stop')?.getAttribute('offset'));
}

describe('Rating', () => {
  test('is one image named by its label; the stars themselves are hidden', () => {
    renderWidget(<Rating value={4.5} label="4,5 von 5 Sternen" />);
    const image = screen.getByRole('img', { name: '4,5 von 5 Sternen' });
    expect(image.querySelectorAll('svg')).toHaveLength(5);
    image.querySelectorAll('svg').forEach((star) => expect(star).toHaveAttribute('aria-hidden', 'true'));
  });

  test('4.5 fills four stars and half of the fifth', () => {
    renderWidget(<Rating value={4.5} label="4,5 von 5 Sternen" />);
    expect(fillOffsets(screen.getByRole('img'))).toEqual(['100%', '100%', '100%', '100%', '50%']);
  });

  test('draws max stars', () => {
    renderWidget(<Rating value={2.25} max={3} label="2,25 von 3 Sternen" />);
    expect(fillOffsets(screen.getByRole('img'))).toEqual(['100%', '100%', '25%']);
  });

  test('a value out of range is clamped', () => {
    renderWidget(
      <>
        <Rating value={-1} label="keine Sterne" />
        <Rating value={9} label="alle Sterne" />
      </>,
    );
    expect(fillOffsets(screen.getByRole('img', { name: 'keine Sterne' }))).toEqual(['0%', '0%', '0%', '0%', '0%']);
    expect(fillOffsets(screen.getByRole('img', { name: 'alle Sterne' }))).toEqual([
      '100%',
      '100%',
      '100%',
      '100%',
      '100%',
    ]);
  });

  test('each star is filled by its own gradient, also with two ratings on a page', () => {
    const { container } = renderWidget(
      <>
        <Rating value={1.5} label="1,5 von 5 Sternen" />
        <Rating value={3.5} label="3,5 von 5 Sternen" />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('linearGradient')).map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(10);
    container.querySelectorAll('svg').forEach((star) => {
      const gradientId = star.querySelector('linearGradient')!.id;
      expect(star.querySelector('path')).toHaveAttribute('fill', `url(#${gradientId})`);
    });
  });

  test('shows the number of reviews next to the stars', () => {
    renderWidget(<Rating value={4.5} label="4,5 von 5 Sternen" count="(89k)" />);
    expect(screen.getByText('(89k)')).toBeVisible();
    expect(within(screen.getByRole('img')).queryByText('(89k)')).not.toBeInTheDocument();
  });

  test('refuses a value that is not a number', () => {
    expect(() => renderWidget(<Rating value={Number.NaN} label="?" />)).toThrow('Invalid rating value "NaN"');
  });

  test('refuses a negative max', () => {
    expect(() => renderWidget(<Rating value={3} max={-5} label="?" />)).toThrow('Invalid rating max "-5"');
  });
});
