import { screen } from '@testing-library/react';
import { AspectRatio } from '../../../src/design-system/AspectRatio/AspectRatio';
import type { AspectRatioValue } from '../../../src/design-system/AspectRatio/aspectRatioRules';
import { renderWidget } from '../../support/renderWidget';

describe('AspectRatio', () => {
  test('shows its content', () => {
    renderWidget(
      <AspectRatio ratio="4/3">
        <img src="/teaser.jpg" alt="Kaffeebohnen" />
      </AspectRatio>,
    );
    expect(screen.getByRole('img', { name: 'Kaffeebohnen' })).toBeInTheDocument();
  });

  test('refuses a ratio from content that the design does not have', () => {
    expect(() =>
      renderWidget(
        <AspectRatio ratio={'21/9' as AspectRatioValue}>
          <span>Teaser</span>
        </AspectRatio>,
      ),
    ).toThrow('Unknown aspect ratio "21/9"');
  });

  test('refuses a ratio of zero', () => {
    expect(() =>
      renderWidget(
        <AspectRatio ratio={0}>
          <span>Teaser</span>
        </AspectRatio>,
      ),
    ).toThrow('Invalid aspect ratio 0; a number must be finite and greater than 0');
  });
});
