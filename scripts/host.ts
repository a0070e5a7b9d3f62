import { existsSync, readFileSync } from 'node:fs';

/**
 * CPU time the hypervisor gave to other machines while this one wanted it, in jiffies (a hundredth
 * of a second of one CPU; 0 off Linux). The benches take a sample again when it grew during it.
 */
export function stolenJiffies(): number {
  if (!existsSync('/proc/stat')) return 0;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  return Number(fields[8] ?? 0);
}
