/**
 * Runs a command while a busy loop keeps one core occupied: how to see whether a test depends on the
 * host's speed, as a CI host about half as fast as a quiet one would show.
 *
 *   npx tsx scripts/busy-core.ts npm test
 *   npx tsx scripts/busy-core.ts npm run test:e2e
 *
 * The loop runs at normal priority and stops by itself after BUSY_CORE_LIMIT_S seconds (default an
 * hour), and as soon as the command ends; the command's exit status is this script's.
 */
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: npx tsx scripts/busy-core.ts <command> [arguments]');
  process.exit(2);
}
const limitMs = Number(process.env.BUSY_CORE_LIMIT_S ?? 3600) * 1000;

const busy = spawn(process.execPath, ['-e', `const end = Date.now() + ${limitMs}; while (Date.now() < end) {}`], {
  stdio: 'ignore',
});
const run = spawn(command, args, { stdio: 'inherit' });
const stop = () => busy.kill('SIGKILL');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    run.kill(signal);
    stop();
  });
}
run.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
