import { runStoryShard } from '../support/stories';

// One of the shards of tests/support/stories.tsx: every story renders, plays and passes axe.
runStoryShard(2);
