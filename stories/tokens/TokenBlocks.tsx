import type { CSSProperties, ReactNode } from 'react';
import { timings } from '../../src/config/timings';
import { contrastMinimum, contrastRatio } from '../../src/design-system/theme/contrast';
import { appTheme, colorThemes, themeNames } from '../../src/design-system/theme/tokens';
import { colourUses, type ColorToken, type ColourRole } from './colourUsage';

/*
 * The doc blocks of the token pages (stories/tokens/*.mdx). Each reads src/design-system/theme/tokens.ts
 * (and the timings of src/config/timings.ts) when the page renders, so a page always shows the values
 * the code uses; tests/unit/design-system/tokenPages.test.tsx checks that every token is on a page.
 * Plain inline styles: a docs page has no story decorators, so no Emotion theme.
 */

const { color } = appTheme;
const colorTokens = Object.keys(color) as ColorToken[];

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 14 };
const cell: CSSProperties = { borderBottom: `1px solid ${color.border}`, padding: '8px 12px', textAlign: 'left' };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 13 };

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '8px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const roleMinimum: Record<ColourRole, number | null> = {
  text: contrastMinimum.text,
  nonText: contrastMinimum.nonText,
  exempt: null,
};
const roleName: Record<ColourRole, string> = { text: 'text', nonText: 'non-text', exempt: 'exempt' };

/** A ratio with its verdict against the minimum of its role, e.g. "12.6:1 · text ≥ 4.5 ✓". */
function Ratio({ foreground, background, use }: { foreground: string; background: string; use: ColourRole }) {
  const ratio = contrastRatio(foreground, background);
  const minimum = roleMinimum[use];
  const verdict = minimum === null ? '(no minimum)' : ratio >= minimum ? `≥ ${minimum} ✓` : `below ${minimum} ✗`;
  return (
    <span data-ratio={ratio.toFixed(2)}>
      <strong>{ratio.toFixed(1)}:1</strong> · {roleName[use]} {verdict}
    </span>
  );
}

function Swatch({ value, size = 40 }: { value: string; size?: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: 4,
        background: value,
        border: `1px solid ${color.borderStrong}`,
        verticalAlign: 'middle',
      }}
    />
  );
}

/** The tokens drawn on `token`: for a surface, what sits on it. */
const drawnOn = (token: ColorToken) =>
  colorTokens.flatMap((foreground) =>
    colourUses[foreground].filter((use) => use.on === token).map((use) => ({ foreground, as: use.as })),
  );

/** Every colour token, its value, and its contrast against each surface it is used on (WCAG 2.x). */
export function ColourTokens() {
  return (
    <Table caption="Colour tokens (theme.color)" head={['Token', 'Value', 'Contrast where it is used']}>
      {colorTokens.map((token) => {
        const uses = colourUses[token];
        const under = drawnOn(token);
        return (
          <tr key={token} id={`colour-${token}`}>
            <td style={cell}>
              <Swatch value={color[token]} /> <code style={code}>{token}</code>
            </td>
            <td style={cell}>
              <code style={code}>{color[token]}</code>
            </td>
            <td style={cell}>
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {uses.map((use) => (
                  <li key={use.on}>
                    on <code style={code}>{use.on}</code>:{' '}
                    <Ratio foreground={color[token]} background={color[use.on]} use={use.as} />
                  </li>
                ))}
                {under.map((use) => (
                  <li key={use.foreground}>
                    under <code style={code}>{use.foreground}</code>:{' '}
                    <Ratio foreground={color[use.foreground]} background={color[token]} use={use.as} />
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The twelve colour themes of decision 6: text and accent on the theme's background. */
export function ThemeTokens() {
  return (
    <Table
      caption="Colour themes (theme.colorThemes)"
      head={['Theme', 'Sample', 'Text on background', 'Accent on background']}
    >
      {themeNames.map((name) => {
        const theme = colorThemes[name];
        return (
          <tr key={name} id={`theme-${name}`}>
            <td style={cell}>
              <code style={code}>{name}</code>
            </td>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '8px 16px',
                  background: theme.background,
                  color: theme.foreground,
                  borderBottom: `4px solid ${theme.accent}`,
                }}
              >
                Kaffee des Monats
              </span>
            </td>
            <td style={cell}>
              <code style={code}>
                {theme.foreground} on {theme.background}
              </code>
              <br />
              <Ratio foreground={theme.foreground} background={theme.background} use="text" />
            </td>
            <td style={cell}>
              <code style={code}>{theme.accent}</code>
              <br />
              <Ratio foreground={theme.accent} background={theme.background} use="nonText" />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** Font family, sizes, weights and line heights, each as a sample. */
export function TypeScale() {
  const { font } = appTheme;
  return (
    <>
      <p>
        Family: <code style={code}>{font.family}</code>
      </p>
      <Table caption="Font sizes (theme.font.size)" head={['Token', 'Size', 'Sample']}>
        {Object.entries(font.size).map(([name, size]) => (
          <tr key={name}>
            <td style={cell}>
              <code style={code}>{name}</code>
            </td>
            <td style={cell}>{size}</td>
            <td style={{ ...cell, fontFamily: font.family, fontSize: size, lineHeight: font.lineHeight.tight }}>
              Frisch gerösteter Kaffee
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Font weights (theme.font.weight)" head={['Token', 'Weight', 'Sample']}>
        {Object.entries(font.weight).map(([name, weight]) => (
          <tr key={name}>
            <td style={cell}>
              <code style={code}>{name}</code>
            </td>
            <td style={cell}>{weight}</td>
            <td style={{ ...cell, fontFamily: font.family, fontWeight: weight }}>In den Warenkorb</td>
          </tr>
        ))}
      </Table>
      <Table caption="Line heights (theme.font.lineHeight)" head={['Token', 'Line height', 'Sample']}>
        {Object.entries(font.lineHeight).map(([name, lineHeight]) => (
          <tr key={name}>
            <td style={cell}>
              <code style={code}>{name}</code>
            </td>
            <td style={cell}>{lineHeight}</td>
            <td style={{ ...cell, fontFamily: font.family, lineHeight, maxWidth: 280 }}>
              Zwei Zeilen Text, damit der Zeilenabstand zu sehen ist, hier im Umbruch.
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** Steps of the 4 px grid shown on the page: `theme.space(n)` is n × 4 px. */
export const spaceSteps = [0.5, 1, 2, 3, 4, 5, 6, 8, 10, 11, 12, 16] as const;

/** The spacing grid, radii, shadows, icon sizes, layers and layout sizes. */
export function SpacingAndShape() {
  return (
    <>
      <Table caption="Spacing (theme.space(n) = n × 4 px)" head={['Call', 'Value', 'Sample']}>
        {spaceSteps.map((steps) => (
          <tr key={steps}>
            <td style={cell}>
              <code style={code}>space({steps})</code>
            </td>
            <td style={cell}>{appTheme.space(steps)}</td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{ display: 'inline-block', height: 12, width: appTheme.space(steps), background: color.brand }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Radii (theme.radius)" head={['Token', 'Value', 'Sample']}>
        {Object.entries(appTheme.radius).map(([name, radius]) => (
          <tr key={name}>
            <td style={cell}>
              <code style={code}>{name}</code>
            </td>
            <td style={cell}>{radius}</td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 48,
                  height: 32,
                  borderRadius: radius,
                  background: color.brand,
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Shadows (theme.shadow)" head={['Token', 'Value', 'Sample']}>
        {Object.entries(appTheme.shadow).map(([name, shadow]) => (
          <tr key={name}>
            <td style={cell}>
              <code style={code}>{name}</code>
            </td>
            <td style={cell}>
              <code style={code}>{shadow}</code>
            </td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{ display: 'inline-block', width: 64, height: 40, boxShadow: shadow, background: color.surface }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Icon sizes (theme.iconSizes), in px" head={['Size', 'Sample']}>
        {appTheme.iconSizes.map((size) => (
          <tr key={size}>
            <td style={cell}>{size}</td>
            <td style={cell}>
              <Swatch value={color.text} size={size} />
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Layers (theme.zIndex) and layout (theme.layout)" head={['Token', 'Value']}>
        {[...Object.entries(appTheme.zIndex), ...Object.entries(appTheme.layout)].map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code style={code}>{name}</code>
            </td>
            <td style={cell}>{value}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** The breakpoints of header-search-cart.md 9 and the media query `theme.mq.up(name)` gives. */
export function BreakpointTokens() {
  return (
    <Table caption="Breakpoints (theme.breakpoints)" head={['Name', 'Widest width of it', 'theme.mq.up(name)']}>
      {Object.entries(appTheme.breakpoints).map(([name, width]) => (
        <tr key={name}>
          <td style={cell}>
            <code style={code}>{name}</code>
          </td>
          <td style={cell}>{width} px</td>
          <td style={cell}>
            <code style={code}>{appTheme.mq.up(name as keyof typeof appTheme.breakpoints)}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

const formatMs = (ms: number) => (ms >= 60_000 ? `${ms / 60_000} min` : ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);

/** Every delay and duration a person sees (src/config/timings.ts). */
export function MotionTokens() {
  return (
    <Table caption="Timings (src/config/timings.ts)" head={['Name', 'Value']}>
      {Object.entries(timings).map(([name, ms]) => (
        <tr key={name}>
          <td style={cell}>
            <code style={code}>{name}</code>
          </td>
          <td style={cell}>{formatMs(ms)}</td>
        </tr>
      ))}
    </Table>
  );
}
