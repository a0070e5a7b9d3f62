/**
 * @jest-environment jest-fixed-jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { timings } from '../../../src/config/timings';
import { contrastMinimum, contrastRatio } from '../../../src/design-system/theme/contrast';
import { appTheme, themeNames } from '../../../src/design-system/theme/tokens';
import { colourUses, type ColorToken } from '../../../stories/tokens/colourUsage';
import {
  BreakpointTokens,
  ColourTokens,
  MotionTokens,
  SpacingAndShape,
  ThemeTokens,
  TypeScale,
} from '../../../stories/tokens/TokenBlocks';

// The token pages of Storybook (stories/tokens/*.mdx) render these blocks from tokens.ts; this test
// keeps them from drifting: every token is on a page, every page shows its block.

/** The first cell of each row of the table named `caption`: the tokens it lists. */
function rowNames(caption: RegExp) {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent!.trim());
}

const keys = (record: object) => Object.keys(record);

describe('the token pages list every token of tokens.ts', () => {
  it('documents each part of the theme, and no part is new to them', () => {
    // A new part of appTheme (say, `opacity`) needs a block and a page first.
    expect(keys(appTheme).sort()).toEqual(
      [
        'breakpoints',
        'color',
        'colorThemes',
        'font',
        'iconSizes',
        'layout',
        'mq',
        'radius',
        'shadow',
        'space',
        'zIndex',
      ].sort(),
    );
  });

  it('colours: every token, with its value', () => {
    render(<ColourTokens />);
    expect(rowNames(/Colour tokens/)).toEqual(keys(appTheme.color));
    for (const [token, value] of Object.entries(appTheme.color)) {
      expect(within(screen.getByRole('row', { name: new RegExp(`^${token} `) })).getByText(value)).toBeInTheDocument();
    }
  });

  it('themes: all twelve', () => {
    render(<ThemeTokens />);
    expect(rowNames(/Colour themes/)).toEqual([...themeNames]);
  });

  it('type scale: every size, weight and line height', () => {
    render(<TypeScale />);
    expect(rowNames(/Font sizes/)).toEqual(keys(appTheme.font.size));
    expect(rowNames(/Font weights/)).toEqual(keys(appTheme.font.weight));
    expect(rowNames(/Line heights/)).toEqual(keys(appTheme.font.lineHeight));
    expect(screen.getByText(appTheme.font.family)).toBeInTheDocument();
  });

  it('spacing and shape: radii, shadows, icon sizes, layers and layout', () => {
    render(<SpacingAndShape />);
    expect(rowNames(/Radii/)).toEqual(keys(appTheme.radius));
    expect(rowNames(/Shadows/)).toEqual(keys(appTheme.shadow));
    expect(rowNames(/Icon sizes/)).toEqual(appTheme.iconSizes.map(String));
    expect(rowNames(/Layers/)).toEqual([...keys(appTheme.zIndex), ...keys(appTheme.layout)]);
    expect(rowNames(/Spacing/)).toContain('space(4)');
  });

  it('breakpoints: every one, with its media query', () => {
    render(<BreakpointTokens />);
    expect(rowNames(/Breakpoints/)).toEqual(keys(appTheme.breakpoints));
    expect(screen.getByText('@media (min-width: 768px)')).toBeInTheDocument();
  });

  it('motion: every timing', () => {
    render(<MotionTokens />);
    expect(rowNames(/Timings/)).toEqual(keys(timings));
    expect(within(screen.getByRole('row', { name: /^rippleMinMs/ })).getByText('250 ms')).toBeInTheDocument();
  });
});

describe('the colour page’s contrast', () => {
  const pairs = (Object.entries(colourUses) as [ColorToken, (typeof colourUses)[ColorToken]][]).flatMap(
    ([token, uses]) => uses.map((use) => [token, use.on, use.as] as const),
  );

  it('shows the WCAG ratio of each pair where it is used', () => {
    render(<ColourTokens />);
    const row = screen.getByRole('row', { name: /^textMuted / });
    const ratio = contrastRatio(appTheme.color.textMuted, appTheme.color.surface).toFixed(1);
    expect(within(row).getAllByText(`${ratio}:1`)[0]).toBeInTheDocument();
  });

  test.each(pairs.filter(([, , role]) => role !== 'exempt'))('%s on %s (%s) reaches its minimum', (token, on, role) => {
    const minimum = role === 'text' ? contrastMinimum.text : contrastMinimum.nonText;
    expect(contrastRatio(appTheme.color[token], appTheme.color[on])).toBeGreaterThanOrEqual(minimum);
  });

  it('no page says a pair is below its minimum', () => {
    render(
      <>
        <ColourTokens />
        <ThemeTokens />
      </>,
    );
    expect(screen.queryByText(/below/)).not.toBeInTheDocument();
  });
});

describe('each token page renders its block', () => {
  const pages: Record<string, string> = {
    'Colours.mdx': '<ColourTokens />',
    'Themes.mdx': '<ThemeTokens />',
    'Typography.mdx': '<TypeScale />',
    'Spacing.mdx': '<SpacingAndShape />',
    'Breakpoints.mdx': '<BreakpointTokens />',
    'Motion.mdx': '<MotionTokens />',
  };
  test.each(Object.entries(pages))('%s shows %s', (file, block) => {
    expect(readFileSync(path.resolve(__dirname, '../../../stories/tokens', file), 'utf8')).toContain(block);
  });
});
