/** An entry of the built Storybook's `index.json`: a story, or a docs page (autodocs or MDX). */
export interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
  /** The file the entry comes from, relative to the project (`./stories/…`). */
  importPath?: string;
}

/**
 * The component titles (story groups) of an index that have stories but no docs page: a designer
 * opens a widget at its docs page, so each group must have one (issue 37). Sorted, for a stable message.
 */
export function titlesWithoutDocs(entries: readonly IndexEntry[]): string[] {
  const documented = new Set(entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title));
  const titles = new Set(entries.filter((entry) => entry.type === 'story').map((entry) => entry.title));
  return [...titles].filter((title) => !documented.has(title)).sort();
}
