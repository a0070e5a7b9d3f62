/**
 * Run by `npm run lint` (`npm run lint:docs`): fails on a relative link in the repository's Markdown
 * files that leads nowhere (a file or folder that is not there, or a `#fragment` that names no
 * heading of the Markdown file it points into), and on a README.md over its size. The README is
 * what a newcomer reads first; a limit keeps it a page, with the details in docs/. Links are judged
 * as GitHub renders them: relative to the file, `/` from the repository's root, headings by
 * GitHub's slugs.
 *
 * `tsx scripts/check-docs.ts [root]`: the repository's root is the one above this script unless
 * given (the unit test runs it on a repository of its own).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** README.md's limit in bytes, as `wc -c` counts them. */
export const readmeLimitBytes = 12_000;

export interface MarkdownLink {
  /** The link's target as written, e.g. `docs/testing.md#visual-baselines`. */
  target: string;
  /** 1-based line of the file. */
  line: number;
}

/** For each line of a Markdown text: whether it belongs to a fenced code block (its fences included). */
function inCodeBlock(lines: readonly string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined) {
      if (marker) fence = marker;
      return marker !== undefined;
    }
    if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    return true;
  });
}

/** The Markdown text's lines with code blanked (fenced blocks and inline code), so nothing in it counts. */
function withoutCode(markdown: string): string[] {
  const lines = markdown.split('\n');
  const code = inCodeBlock(lines);
  // Inline code is text, not a link: `[a](b)` inside backticks is shown as written.
  return lines.map((line, index) =>
    code[index] ? '' : line.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length)),
  );
}

/** Every link and image target of a Markdown text, outside code: inline, reference definitions, HTML. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  withoutCode(markdown).forEach((text, index) => {
    const line = index + 1;
    // [text](target) and ![alt](target), with an optional "title"; <target> may hold spaces.
    for (const match of text.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
      links.push({ target: match[1]!.replace(/^<|>$/g, ''), line });
    }
    // [label]: target
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(text);
    if (definition) links.push({ target: definition[1]!.replace(/^<|>$/g, ''), line });
    // <img src="..."> and <a href="...">
    for (const match of text.matchAll(/<(?:img|a|source)\b[^>]*?\s(?:src|href|srcset)\s*=\s*["']([^"']+)["']/gi)) {
      links.push({ target: match[1]!, line });
    }
  });
  return links;
}

/**
 * The anchor GitHub gives a heading's text (github-slugger): formatting dropped, lower case,
 * everything but letters, marks, digits, `_`, `-` and spaces removed, spaces as `-`.
 */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image: its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*]/g, '') // code and emphasis marks
    .replace(/(^|\s)_+|_+(\s|$)/g, '$1$2'); // _emphasis_ (an underscore inside a word stays)
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings (ATX `#` headings), numbered as GitHub numbers repeats. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const lines = markdown.split('\n');
  const code = inCodeBlock(lines);
  for (const [index, line] of lines.entries()) {
    if (code[index]) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface Repository {
  /** Every Markdown file to check, by its path from the root (`docs/testing.md`), with its text. */
  markdown: ReadonlyMap<string, string>;
  /** Every file of the repository by its path from the root (Markdown files included). */
  files: ReadonlySet<string>;
}

const external = /^[a-z][a-z0-9+.-]*:/i; // https:, mailto:, data:, …

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The folders that hold the files, each by its path from the root (`docs`, `docs/images`). */
function foldersOf(files: ReadonlySet<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) folders.add(parts.slice(0, depth).join('/'));
  }
  return folders;
}

/** Where a link of a file leads, from the root; `..` or under it when it leaves the repository. */
function resolveLink(file: string, linkPath: string): string {
  if (linkPath === '') return file;
  const fromRoot = linkPath.startsWith('/') ? linkPath.slice(1) : path.posix.join(path.posix.dirname(file), linkPath);
  return path.posix.normalize(fromRoot).replace(/\/$/, '');
}

/** What is wrong with the repository's Markdown files: one line per broken link, and the README's size. */
export function docProblems({ markdown, files }: Repository): string[] {
  const problems: string[] = [];
  const readme = markdown.get('README.md');
  if (readme !== undefined && Buffer.byteLength(readme, 'utf8') > readmeLimitBytes) {
    const bytes = Buffer.byteLength(readme, 'utf8');
    problems.push(`README.md: ${bytes} bytes, over its limit of ${readmeLimitBytes}: move the details to docs/`);
  }

  const folders = foldersOf(files);
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (file: string) => {
    const known = anchors.get(file) ?? headingAnchors(markdown.get(file) ?? '');
    anchors.set(file, known);
    return known;
  };
  for (const [file, text] of markdown) {
    for (const { target, line } of markdownLinks(text)) {
      if (external.test(target) || target.startsWith('//')) continue;
      const hash = target.indexOf('#');
      const pathPart = hash < 0 ? target : target.slice(0, hash);
      const fragment = hash < 0 ? undefined : decoded(target.slice(hash + 1));
      const resolved = resolveLink(file, decoded(pathPart.split('?')[0]!));
      const where = `${file}:${line}: ${target}`;
      if (resolved === '..' || resolved.startsWith('../')) {
        problems.push(`${where}: leads out of the repository`);
      } else if (resolved !== '.' && !files.has(resolved) && !folders.has(resolved)) {
        problems.push(`${where}: no such file or folder (${resolved})`);
      } else if (fragment && markdown.has(resolved) && !anchorsOf(resolved).has(fragment.toLowerCase())) {
        problems.push(`${where}: ${resolved} has no heading with the anchor #${fragment}`);
      }
    }
  }
  return problems;
}

/** The repository's files as git sees them (tracked, and new ones not ignored), outside node_modules. */
export function readRepository(root: string): Repository {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  const files = new Set(
    listed.split('\0').filter((file) => file && !file.split('/').includes('node_modules') && file !== 'node_modules'),
  );
  const markdown = new Map(
    [...files]
      .filter((file) => file.endsWith('.md'))
      .map((file) => [file, readFileSync(path.join(root, file), 'utf8')] as const),
  );
  return { markdown, files };
}

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..'));
  const repository = readRepository(root);
  const problems = docProblems(repository);
  if (problems.length > 0) {
    console.error('Markdown links that lead nowhere, or a README over its size:');
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    `check-docs: ${repository.markdown.size} Markdown files, every relative link leads somewhere; README within ${readmeLimitBytes} bytes`,
  );
}
