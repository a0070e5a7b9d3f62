import type { Preview } from '@storybook/react-webpack5';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { annotations } from './annotations';

// Every service's happy path is there from the start; a story adds overrides with
// `parameters.msw.handlers` or picks a scenario with `parameters.mockScenarios`.
initialize({ quiet: true, onUnhandledRequest: 'bypass' }, handlers);

// A play function's finds and waits give up after 10 s, a limit for a hang as in the jest suites
// (docs/decisions.md, "No test depends on the host's speed"): Testing Library's default second was
// passed by lazy chunks and mock answers while the story check ran four pages on two busy cores.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  ...annotations,
  loaders: [mswLoader, ...[annotations.loaders ?? []].flat()],
  // A docs page per component. Here, written out: Storybook's indexer reads the project's tags from
  // this file's text, not from a spread (`...annotations`), and makes a docs entry only for a tag it reads.
  tags: ['autodocs'],
};

export default preview;
