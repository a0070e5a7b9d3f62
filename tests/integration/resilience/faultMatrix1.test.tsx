import { runFaultMatrixShard } from '../../support/faultMatrix';

// One of the shards of tests/support/faultMatrix.tsx: every endpoint × every fault, on a whole page.
runFaultMatrixShard(0);
