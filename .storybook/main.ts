import type { StorybookConfig } from '@storybook/react-webpack5';
import path from 'node:path';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  staticDirs: ['../public'],
  // No network but the registry: no telemetry, no release notes.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  webpackFinal: async (webpackConfig) => {
    webpackConfig.module?.rules?.push({
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'ts-loader',
      options: { transpileOnly: true, compilerOptions: { noEmit: false } },
    });
    webpackConfig.resolve = {
      ...webpackConfig.resolve,
      extensions: [...(webpackConfig.resolve?.extensions ?? []), '.ts', '.tsx'],
      // Storybook keeps the ICU parser, so it reads the translators' source files.
      alias: { ...webpackConfig.resolve?.alias, '@translations': path.resolve(__dirname, '../translations') },
    };
    return webpackConfig;
  },
};

export default config;
