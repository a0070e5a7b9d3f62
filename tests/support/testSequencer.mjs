// @ts-check
// Jest loads a test sequencer with Node's own loader, without a transform: hence plain JavaScript.
import Sequencer from '@jest/test-sequencer';

/** The shards of the story checks and of the fault matrix: each a few files of the most work. */
const shard = /[\\/]tests[\\/](stories[\\/]stories|integration[\\/]resilience[\\/]faultMatrix)\d+\.test\.tsx$/;

/**
 * Jest runs the files that took longest last time first, so that no long file starts near the end.
 * Without a record of an earlier run (a fresh clone, CI) it goes by file size, and the story shards
 * (small files that render and check some forty stories each) all started last: a cold run took
 * 115 s, eight shards still running after every other file had ended. So without a record, the
 * shards go first: the fault matrix's, then the stories'.
 */
export default class ShardsFirst extends Sequencer {
  /** @param {Parameters<Sequencer['sort']>[0]} tests */
  sort(tests) {
    const sorted = /** @type {typeof tests} */ (super.sort(tests));
    if (sorted.some((test) => test.duration != null)) return sorted;
    const faultMatrix = sorted.filter((test) => shard.test(test.path) && test.path.includes('faultMatrix'));
    return [
      ...faultMatrix,
      ...sorted.filter((test) => shard.test(test.path) && !faultMatrix.includes(test)),
      ...sorted.filter((test) => !shard.test(test.path)),
    ];
  }
}
