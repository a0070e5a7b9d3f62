import type { Preview } from '@storybook/react-webpack5';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { handlers } from '../mocks/handlers';
import { annotations } from './annotations';

// Every service's happy path is there from the start; a story adds overrides with
// `parameters.msw.handlers` or picks a scenario with `parameters.mockScenarios`.
initialize({ quiet: true, onUnhandledRequest: 'bypass' }, handlers);

const preview: Preview = {
  ...annotations,
  loaders: [mswLoader, ...[annotations.loaders ?? []].flat()],
  // A docs page per component. Here, written out: Storybook's indexer reads the project's tags from
  // this file's text, not from a spread (`...annotations`), and makes a docs entry only for a tag it reads.
  tags: ['autodocs'],
};

export default preview;
