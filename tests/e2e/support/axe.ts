import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Every WCAG 2.2 A and AA rule (issue 17). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * What axe finds on the page (or in the part `include` selects), one line per rule and element, for
 * a readable failure. Only violations are gathered node by node (axe's `resultTypes`): the same
 * rules, 10-20 % less work a page.
 *
 * In axe's legacy mode: `axe.run` in the page itself. The default mode runs axe in each frame and
 * then merges the frames' results in a new blank page, with axe injected once more there. The shop
 * has no frames, and that extra page was most of each check's time: 3 s of 3.3 on a 2-core machine,
 * where the run itself takes 0.2-0.4 s (issue 33, the accessibility sweep's 216 checks). Same-origin
 * frames are still checked in this mode; a cross-origin frame would not be, and the shop has none.
 */
export async function axeFindings(page: Page, where: string, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where}: ${violation.id} at ${node.target.join(' ')}`),
  );
}
