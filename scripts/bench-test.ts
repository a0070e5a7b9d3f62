/**
 * `npm run bench:test`: how long `npm test` takes here, wall time, and which files take longest
 * (jest's own per-file times). Fails when the wall time is above the budget (issue 18: 120 s on a
 * 2-core machine); `BENCH_TEST_BUDGET_S` changes it. Run it on a quiet machine: it measures the
 * machine as much as the suite.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const budgetSeconds = Number(process.env.BENCH_TEST_BUDGET_S ?? 120);
const root = path.resolve(__dirname, '..');
const report = path.join(mkdtempSync(path.join(tmpdir(), 'bench-test-')), 'jest.json');

const started = process.hrtime.bigint();
const run = spawnSync('npx', ['jest', '--ci', '--json', `--outputFile=${report}`], { cwd: root, stdio: 'inherit' });
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

console.log(
  `\nnpm test: ${wallSeconds.toFixed(1)} s wall, ${results.numTotalTestSuites} suites, ${results.numTotalTests} tests`,
);
console.log('slowest files (their own time, in parallel with others):');
for (const { file, seconds } of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
if (run.status !== 0) process.exit(run.status ?? 1);
if (wallSeconds > budgetSeconds) {
  console.error(`Above the budget of ${budgetSeconds} s by ${(wallSeconds - budgetSeconds).toFixed(1)} s.`);
  process.exit(1);
}
