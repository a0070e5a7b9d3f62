import { readdirSync } from 'node:fs';
import path from 'node:path';
import { shardCount } from '../support/storyShards';

it('the story shards are one test file each, so together they cover every story file', () => {
  const shards = readdirSync(path.resolve(__dirname, '../stories')).filter((file) =>
    /^stories\d+\.test\.tsx$/.test(file),
  );
  expect(shards).toHaveLength(shardCount);
});
