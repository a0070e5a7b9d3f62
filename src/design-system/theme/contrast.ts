/**
 * WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours
 * (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). `brightness` scales both colours' channels
 * first, as a `filter: brightness()` does (a hovered button without a hover colour).
 */
export function contrastRatio(foreground: string, background: string, brightness = 1): number {
  const [light, dark] = [luminance(foreground, brightness), luminance(background, brightness)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The minimum ratios of WCAG 1.4.3 (text) and 1.4.11 (a control's boundary, the focus ring, an icon). */
export const contrastMinimum = { text: 4.5, largeText: 3, nonText: 3 } as const;

function luminance(hex: string, brightness: number) {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match
    .slice(1)
    .map((part) => (parseInt(part, 16) * brightness) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
