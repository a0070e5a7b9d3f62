import type { Page } from 'playwright-core';

/**
 * In a German page: the suggestion panel shows the answer to the whole text typed. While that
 * answer is on its way the last one stays on show (SearchCombobox), and a selection made in it
 * starts over when the answer comes, so Enter then searches instead of opening the choice (a
 * busy-core run, 2026-11-30). The count is announced only once the current answer is in.
 */
export async function currentSuggestionsShown(page: Page) {
  await page.getByRole('listbox', { name: 'Vorschläge' }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /(Vorschlag|Vorschläge)$/ })
    .waitFor({ state: 'attached' });
}
