import { screen } from '@testing-library/react';
import { ThemeSurface } from '../../../src/design-system/ThemeSurface/ThemeSurface';
import type { ThemeSurfaceElement } from '../../../src/design-system/ThemeSurface/themeSurfaceRules';
import { colorThemes, themeNames, type ThemeName } from '../../../src/design-system/theme/tokens';
import { renderWidget } from '../../support/renderWidget';

describe('ThemeSurface', () => {
  test.each(themeNames)('paints the %s theme: its background and its text colour', (theme) => {
    renderWidget(
      <ThemeSurface theme={theme} as="section" aria-label="Angebot">
        Kaffee des Monats
      </ThemeSurface>,
    );
    expect(screen.getByRole('region', { name: 'Angebot' })).toHaveStyle({
      backgroundColor: colorThemes[theme].background,
      color: colorThemes[theme].foreground,
    });
  });

  test('renders as an aside', () => {
    renderWidget(
      <ThemeSurface theme="cream" as="aside" aria-label="Tipp">
        Tipp der Woche
      </ThemeSurface>,
    );
    expect(screen.getByRole('complementary', { name: 'Tipp' })).toHaveTextContent('Tipp der Woche');
  });

  test('refuses a theme from content that is not one of the twelve', () => {
    expect(() => renderWidget(<ThemeSurface theme={'summer' as ThemeName}>Sommer</ThemeSurface>)).toThrow(
      `Unknown theme "summer"; expected one of: ${themeNames.join(', ')}`,
    );
  });

  test('refuses an element other than div, section or aside', () => {
    expect(() =>
      renderWidget(
        <ThemeSurface theme="light" as={'main' as ThemeSurfaceElement}>
          Inhalt
        </ThemeSurface>,
      ),
    ).toThrow('Unknown theme surface element "main"; expected one of: div, section, aside');
  });
});
