import type { StorybookConfig } from '@storybook/react-webpack5';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';

/** HTML and React props a widget passes on that its docs page names anyway. */
const documentedHtmlProps = new Set(['children', 'disabled', 'href', 'required', 'placeholder']);

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  staticDirs: ['../public'],
  // Prop tables with the real types. react-docgen (Storybook's default) reads a component's file
  // alone and cannot follow `(typeof buttonVariants)[number]` into buttonRules.ts: every union built
  // from a constant list read `unknown[number]`. react-docgen-typescript asks the TypeScript checker,
  // which resolves it to its literal values (an inline radio of them in the controls panel).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.resolve(__dirname, '../tsconfig.json'),
      // Only our components: one TypeScript program over src/, not the stories or node_modules.
      include: ['**/src/**/*.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // A widget's own props, and of the HTML element it spreads its rest onto only those a designer
      // sets: the other two hundred attributes of a <button> would bury them.
      propFilter: (prop) =>
        !prop.parent || !/node_modules/.test(prop.parent.fileName) || documentedHtmlProps.has(prop.name),
    },
  },
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
    // swc minifies the static build, as it does the app's (webpack.config.ts), rather than terser:
    // 49 CPU-seconds against 80 for the whole build (2026-11-30, no cache, as on a clean clone), which
    // CI runs beside the lint, the typecheck and the app's build on two cores. Names are kept and
    // not shortened, as in Storybook's terser options (`keep_fnames`, no `mangle`): the docs pages
    // show components by name. Storybook's bundles hold `import.meta`, which swc reads only when it
    // may take a file for a module (`module: 'unknown'`). esbuild, Storybook's `--test` minifier,
    // broke the docs pages ("Property description must be an object") while every story rendered.
    if (webpackConfig.optimization?.minimizer)
      webpackConfig.optimization.minimizer = [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { module: 'unknown', mangle: false, keep_fnames: true },
        }),
      ];
    return webpackConfig;
  },
};

export default config;
