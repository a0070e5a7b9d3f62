import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { axe } from 'jest-axe';
import { shardCount } from './storyShards';
import { annotations } from '../../.storybook/annotations';
import { settleNetwork } from './network';

setProjectAnnotations(annotations);
// Play functions run in real time (debounces, mock answers): room for a busy 2-core machine.
jest.setTimeout(20_000);

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Runs as in a browser: React renders as it goes, and does not ask for act(). */
async function outsideAct(run: () => Promise<unknown>) {
  const before = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await run();
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

const storiesDir = path.resolve(__dirname, '../../stories');
const storyFiles = readdirSync(storiesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .sort();

type ComposedStory = ReturnType<typeof composeStory>;

/** Every story of every file, in a fixed order: file by file, each file's stories as exported. */
function allStories(): { file: string; name: string; Story: ComposedStory }[] {
  return storyFiles.flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- story files are found at run time
    const storyModule = require(path.join(storiesDir, file)) as Parameters<typeof composeStories>[0];
    return (Object.entries(composeStories(storyModule)) as [string, ComposedStory][]).map(([name, Story]) => ({
      file,
      name,
      Story,
    }));
  });
}

/**
 * Every story, rendered with its play function and checked with axe, shared out over
 * `shardCount` test files (story i of the whole list goes to shard i % shardCount,
 * tests/stories/stories<n>.test.tsx) so that jest's workers run them side by side with about as
 * many stories each; together the shards cover every story once.
 */
export function runStoryShard(shard: number) {
  const mine = allStories().filter((_story, index) => index % shardCount === shard);
  const files = [...new Set(mine.map((story) => story.file))];
  describe.each(files)('%s', (file) => {
    const stories = mine.filter((story) => story.file === file).map(({ name, Story }) => [name, Story] as const);
    test.each(stories)('%s renders and has no axe violations', async (_name, Story) => {
      await Story.load();
      const { container } = render(<Story />);
      expect(container).not.toBeEmptyDOMElement();
      // Let the mock services answer before judging the page a person would see.
      await settleNetwork();
      // A story's play function is the interaction a designer checks by hand: run it here too, the
      // way Storybook runs it. Inside one act() scope React would hold every render until the end,
      // and a controlled input would lose keys typed between renders.
      if (Story.play) await outsideAct(() => Story.play!({ canvasElement: container }));
      await settleNetwork();
      expect(await axe(container)).toHaveNoViolations();
    });
  });
}
