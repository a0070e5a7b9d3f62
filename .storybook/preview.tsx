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
};

export default preview;
