/**
 * `npm run bench:test`: how long `npm test` takes here, wall time, and which files take longest
 * (jest's own per-file times). Fails when the wall time is above the budget (issues 18 and 33: 120 s
 * cold on a 2-core machine); `BENCH_TEST_BUDGET_S` changes it. Cold, as on a fresh clone or in CI:
 * jest compiles everything again into an empty cache directory of its own (not `--clearCache`,
 * which would empty the cache of every other jest run on the machine); `-- --warm` keeps jest's
 * usual cache. Run it on a quiet machine: it measures the machine as much as the suite.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const budgetSeconds = Number(process.env.BENCH_TEST_BUDGET_S ?? 120);
const root = path.resolve(__dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'bench-test-'));
const report = path.join(scratch, 'jest.json');
const warm = process.argv.includes('--warm');
const cache = warm ? [] : [`--cacheDirectory=${path.join(scratch, 'cache')}`];

const started = process.hrtime.bigint();
const run = spawnSync('npx', ['jest', '--ci', '--json', `--outputFile=${report}`, ...cache], {
  cwd: root,
  stdio: 'inherit',
});
const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;

const results = JSON.parse(readFileSync(report, 'utf8')) as {
  numTotalTestSuites: number;
  numTotalTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
};
const slowest = results.testResults
  .map((file) => ({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 8);

rmSync(path.join(scratch, 'cache'), { recursive: true, force: true });
console.log(
  `\nnpm test (${warm ? 'warm' : 'cold'} cache, Node ${process.versions.node}): ${wallSeconds.toFixed(1)} s wall, ${results.numTotalTestSuites} suites, ${results.numTotalTests} tests`,
);
console.log('slowest files (their own time, in parallel with others):');
for (const { file, seconds } of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
if (run.status !== 0) process.exit(run.status ?? 1);
if (wallSeconds > budgetSeconds) {
  console.error(`Above the budget of ${budgetSeconds} s by ${(wallSeconds - budgetSeconds).toFixed(1)} s.`);
  process.exit(1);
}
