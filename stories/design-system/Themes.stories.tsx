import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { colorThemes, themeNames, type ThemeName } from '../../src/design-system/theme/tokens';

/** The twelve named colour themes of decision 6, as banners and teasers use them. */
function ThemeSwatches({ themes }: { themes: readonly ThemeName[] }) {
  return (
    <Grid>
      {themes.map((name) => {
        const theme = colorThemes[name];
        return (
          <Swatch key={name} style={{ background: theme.background, color: theme.foreground }}>
            <strong>{name}</strong>
            <span style={{ borderBottom: `4px solid ${theme.accent}` }}>Aa 123</span>
          </Swatch>
        );
      })}
    </Grid>
  );
}

const Grid = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: theme.space(4),
}));

const Swatch = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  padding: theme.space(4),
  borderRadius: theme.radius.l,
  border: `1px solid ${theme.color.border}`,
}));

const meta = {
  title: 'Design system/Tokens/Themes',
  component: ThemeSwatches,
  args: { themes: themeNames },
  // Its docs page is stories/tokens/Themes.mdx, with the contrast of each theme.
  tags: ['!autodocs'],
} satisfies Meta<typeof ThemeSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTwelve: Story = {};
