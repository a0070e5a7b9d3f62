import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configureAxe, toHaveNoViolations } from 'jest-axe';
import { shardCount } from './storyShards';
import { annotations } from '../../.storybook/annotations';
import { settleNetwork, settleReveal } from './network';
import { scrollToEnd } from './viewport';
import { TestStyles } from './styles';

setProjectAnnotations(annotations);

/**
 * axe with every rule; only violations are collected (axe's `resultTypes`): the passes and the
 * incomplete results, which a test never reads, are not gathered node by node. Same checks, less
 * work on a whole page.
 */
const axe = configureAxe({ resultTypes: ['violations'] });
expect.extend(toHaveNoViolations);
// No limit of their own: jest's 30 s (jest.config.ts) stops a story that hangs. 20 s stopped the
// footer's hostile content (4.7 s alone: 400 links for axe) on a machine busier than busy-core.ts
// makes it (issue 48).

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

/** How many stories a file exports, read from its text: each shard loads only its own files. */
const storyCount = (file: string) =>
  (readFileSync(path.join(storiesDir, file), 'utf8').match(/^export const \w+: /gm) ?? []).length;

/**
 * The story files shared out over `shardCount` test files (tests/stories/stories<n>.test.tsx) so
 * that jest's workers run them side by side: the files with the most stories first, each to the
 * shard with the fewest so far, so the shards carry about as many stories each; together they
 * cover every story file once.
 */
function shardsOfFiles(): string[][] {
  const shards = Array.from({ length: shardCount }, () => ({ files: [] as string[], stories: 0 }));
  const bySize = storyFiles.map((file) => ({ file, stories: storyCount(file) })).sort((a, b) => b.stories - a.stories);
  for (const { file, stories } of bySize) {
    const lightest = shards.reduce((min, shard) => (shard.stories < min.stories ? shard : min));
    lightest.files.push(file);
    lightest.stories += stories;
  }
  return shards.map((shard) => shard.files.sort());
}

/** Every story of a shard's files, rendered with its play function and checked with axe. */
export function runStoryShard(shard: number) {
  describe.each(shardsOfFiles()[shard] ?? [])('%s', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- story files are found at run time
    const storyModule = require(path.join(storiesDir, file)) as Parameters<typeof composeStories>[0];
    const stories = Object.entries(composeStories(storyModule)) as [string, ComposedStory][];
    test.each(stories)('%s renders and has no axe violations', async (_name, Story) => {
      await Story.load();
      const { container } = render(
        <TestStyles>
          <Story />
        </TestStyles>,
      );
      expect(container).not.toBeEmptyDOMElement();
      // A story shows a page as Storybook's canvas does: short enough that the footer is near.
      await scrollToEnd();
      // Let the mock services answer before judging the page a person would see.
      await settleNetwork();
      await settleReveal();
      // A story's play function is the interaction a designer checks by hand: run it here too, the
      // way Storybook runs it. Inside one act() scope React would hold every render until the end,
      // and a controlled input would lose keys typed between renders.
      if (Story.play) await outsideAct(() => Story.play!({ canvasElement: container }));
      await settleNetwork();
      await settleReveal();
      expect(await axe(container)).toHaveNoViolations();
    });
  });
}
