import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { docProblems, githubSlug, readmeLimitBytes } from '../../scripts/check-docs';

/** A repository of these Markdown files and other files (their contents do not matter). */
function repository(markdown: Record<string, string>, otherFiles: readonly string[] = []) {
  return {
    markdown: new Map(Object.entries(markdown)),
    files: new Set([...Object.keys(markdown), ...otherFiles]),
  };
}

describe('docProblems', () => {
  it('names a relative link to a file that is not there, with its file and line', () => {
    const problems = docProblems(
      repository({ 'README.md': '# Shop\n\nRead [the tests](docs/testing.md).\n', 'docs/architecture.md': '# A\n' }),
    );

    expect(problems).toEqual(['README.md:3: docs/testing.md: no such file or folder (docs/testing.md)']);
  });

  it('resolves a link from the folder of the file it is in, and from the root with a leading slash', () => {
    const files = {
      'README.md': '[map](docs/architecture.md) [folder](src/features) [picture](docs/images/shop.png)',
      'docs/architecture.md':
        '[back](../README.md) [cart](../src/features/cart/cartThunks.ts) [root](/CONTRIBUTING.md)',
      'CONTRIBUTING.md': '[sibling](docs/architecture.md) [wrong](architecture.md)',
    };

    expect(docProblems(repository(files, ['src/features/cart/cartThunks.ts', 'docs/images/shop.png']))).toEqual([
      'CONTRIBUTING.md:1: architecture.md: no such file or folder (architecture.md)',
    ]);
  });

  it('names a link that leaves the repository', () => {
    expect(docProblems(repository({ 'docs/a.md': 'The [spec](../../shared/spec/README.md).' }))).toEqual([
      'docs/a.md:1: ../../shared/spec/README.md: leads out of the repository',
    ]);
  });

  it("checks a fragment against the target's headings as GitHub names them", () => {
    const files = {
      'README.md': [
        '[ok](docs/testing.md#how-to-run-one-test)',
        '[code](docs/testing.md#the-cart-update-event)',
        '[second](docs/testing.md#notes-1)',
        '[own](#start-here)',
        '[stale](docs/testing.md#visual-baselines)',
        '[stale own](#the-end)',
        '',
        '## Start here',
      ].join('\n'),
      'docs/testing.md': '# Testing\n\n## How to run one test\n\n## The `cart-update` event\n\n## Notes\n\n## Notes\n',
    };

    expect(docProblems(repository(files))).toEqual([
      'README.md:5: docs/testing.md#visual-baselines: docs/testing.md has no heading with the anchor #visual-baselines',
      'README.md:6: #the-end: README.md has no heading with the anchor #the-end',
    ]);
  });

  it('reads images, reference definitions and HTML, and leaves code, web addresses and mail alone', () => {
    const files = {
      'README.md': [
        '![shot](docs/images/missing.png)',
        '[ref]: docs/gone.md',
        '<img src="docs/images/also-missing.png" alt="">',
        '`[not a link](nowhere.md)` and [web](https://example.com/x.md) and [mail](mailto:a@example.com)',
        '```md',
        '[in a code block](nowhere.md)',
        '```',
      ].join('\n'),
    };

    expect(docProblems(repository(files))).toEqual([
      'README.md:1: docs/images/missing.png: no such file or folder (docs/images/missing.png)',
      'README.md:2: docs/gone.md: no such file or folder (docs/gone.md)',
      'README.md:3: docs/images/also-missing.png: no such file or folder (docs/images/also-missing.png)',
    ]);
  });

  it('names a README over its limit in bytes, as wc -c counts them, and lets one at the limit pass', () => {
    const atLimit = 'a'.repeat(readmeLimitBytes);
    // 'ü' is two bytes in UTF-8: as many characters as the limit, but over it in bytes.
    const overInBytes = `ü${'a'.repeat(readmeLimitBytes - 1)}`;

    expect(docProblems(repository({ 'README.md': atLimit }))).toEqual([]);
    expect(docProblems(repository({ 'README.md': overInBytes }))).toEqual([
      `README.md: ${readmeLimitBytes + 1} bytes, over its limit of ${readmeLimitBytes}: move the details to docs/`,
    ]);
  });
});

describe('githubSlug', () => {
  it.each([
    ['Start here', 'start-here'],
    ['The `cart-update` event', 'the-cart-update-event'],
    ['Services and mock scenarios (MSW)', 'services-and-mock-scenarios-msw'],
    ['What the host renders, the browser does not ask again', 'what-the-host-renders-the-browser-does-not-ask-again'],
    ['Größe und Übersicht', 'größe-und-übersicht'],
    ['A -> B: the [link](x.md) and **bold** and snake_case', 'a---b-the-link-and-bold-and-snake_case'],
  ])('%s -> #%s', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });
});

describe('npm run lint:docs on a repository', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'check-docs-'));
    execFileSync('git', ['init', '--quiet'], { cwd: root });
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'docs', 'testing.md'), '# Testing\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const run = () =>
    spawnSync(
      process.execPath,
      [require.resolve('tsx/cli'), path.resolve(__dirname, '../../scripts/check-docs.ts'), root],
      { encoding: 'utf8' },
    );

  it('fails, naming the link, when a Markdown file links to nothing', () => {
    writeFileSync(path.join(root, 'README.md'), '[tests](docs/testing.md) and [gone](docs/gone.md)\n');

    const result = run();

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('README.md:1: docs/gone.md: no such file or folder');
  });

  it('passes when every link leads somewhere', () => {
    writeFileSync(path.join(root, 'README.md'), '[tests](docs/testing.md#testing)\n');

    const result = run();

    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
