/**
 * Run by `npm run lint`: fails when two paths of the repository differ only in case. macOS and
 * Windows file systems ignore case, so such a pair cannot both be checked out there, and an
 * import without an extension (`./button`) resolves to whichever of `Button.tsx` and `button.ts`
 * the file system finds first. Extensions an import may leave out are dropped before comparing.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const moduleExtension = /\.(tsx?|jsx?|mjs|cjs|json)$/;

/** Groups of paths that the same case-insensitive name would reach, each group with more than one. */
export function caseCollisions(paths: readonly string[]): string[][] {
  const byKey = new Map<string, string[]>();
  for (const file of paths) {
    for (const key of new Set([file.toLowerCase(), file.replace(moduleExtension, '').toLowerCase()])) {
      byKey.set(key, [...(byKey.get(key) ?? []), file]);
    }
  }
  const groups = [...byKey.values()].filter((group) => group.length > 1);
  return [...new Map(groups.map((group) => [group.join('\n'), group])).values()];
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  const collisions = caseCollisions(listed.split('\0').filter(Boolean));
  if (collisions.length > 0) {
    console.error('Paths that differ only in case (they break clones on macOS and Windows):');
    for (const group of collisions) console.error(`  ${group.join('  <->  ')}`);
    process.exit(1);
  }
  console.log('check-paths: no two paths differ only in case');
}
