import { transform as formatjsTransform } from '@formatjs/ts-transformer';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { checkFieldDataUrl, withFieldDataUrl } from './src/app/server/fieldDataPage';
import { sites } from './src/config/sites';

type Mode = 'development' | 'production';

const root = __dirname;

/**
 * `npm start` (dev server, mock service worker) and `npm run build`: dist/ for the browser (no
 * mock code, messages precompiled so the ICU parser stays out of the bundle) and dist-server/,
 * the module a host runs to render pages into index.html (src/app/server/renderPage.tsx).
 */
export default function config(_env: unknown, argv: { mode?: Mode }): webpack.Configuration[] {
  const mode: Mode = argv.mode ?? 'production';
  return mode === 'production' ? [browserConfig(mode), serverConfig()] : [browserConfig(mode)];
}

/** The TypeScript rule of both builds: transpiled only, messages' defaults dropped in production. */
function typescriptRule(production: boolean): webpack.RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'ts-loader',
    options: {
      // Types are checked once by `npm run typecheck`; the build only transpiles.
      transpileOnly: true,
      compilerOptions: { noEmit: false, sourceMap: true },
      // The production bundle carries no German default texts: every locale file holds every
      // id (tests/unit/translations.test.ts), so the defaults are never shown. The dev server
      // keeps them, so a message shows before it is translated.
      getCustomTransformers: () => ({
        before: [formatjsTransform({ ast: true, removeDefaultMessage: production })],
      }),
    },
  };
}

/**
 * The page renderer for a host (Node): the app as the browser's build has it (the same messages,
 * the same markup), in one file with its libraries. No mock code: the host's services answer.
 */
function serverConfig(): webpack.Configuration {
  return {
    mode: 'production',
    target: 'node20',
    // The production host (issue 47, `npm run serve`) beside the renderer: it loads renderPage.js at
    // run time, and runs with the production dependencies only.
    entry: { renderPage: './src/app/server/renderPage.tsx', host: './src/host/main.ts' },
    // __dirname is dist-server/ at run time: the host finds dist/ and the renderer from it.
    node: { __dirname: false, __filename: false },
    output: {
      path: path.join(root, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: { '@translations': path.join(root, 'translations/compiled') },
    },
    // The host loads the renderer with Node's own require (`createRequire`), at run time.
    module: { rules: [typescriptRule(true)], parser: { javascript: { createRequire: false } } },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.MOCKS': JSON.stringify('none') }),
      // Lazy parts (the newsletter, the banners) in the same file: the host loads one module.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Readable stack traces on the host; the file is not downloaded by anyone.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

function browserConfig(mode: Mode): webpack.Configuration {
  const production = mode === 'production';
  const devServer: DevServerConfiguration = {
    port: Number(process.env.PORT ?? 3000),
    host: 'localhost',
    historyApiFallback: true,
    static: { directory: path.join(root, 'public') },
    client: { overlay: { warnings: false } },
  };

  return {
    mode,
    entry: { boot: './src/app/boot.ts', main: './src/app/index.tsx' },
    output: {
      path: path.join(root, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        '@translations': path.join(root, production ? 'translations/compiled' : 'translations'),
        // Messages are AST already (formatjs compile --ast, ts-transformer ast: true).
        ...(production && {
          '@formatjs/icu-messageformat-parser$': path.join(
            root,
            'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
          ),
        }),
      },
    },
    module: {
      rules: [
        typescriptRule(production),
        // @emotion/react imports this package for its side effects only (`import
        // 'hoist-non-react-statics'`), and it has none: a pure function, used by emotion's
        // `withTheme`, which the shop does not use. Said so, the import and its react-is 16 go
        // from the initial JS (0.9 kB gzip, bench/bundle.md), which pays for issue 38's hydration
        // of prerendered pages with their visitor.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/app/index.html' }),
      new webpack.DefinePlugin({
        'process.env.MOCKS': JSON.stringify(production ? 'none' : 'browser'),
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
            // robots.txt beside index.html, as the dev server serves it from public/ (issue 38): a host
            // that serves dist/ answers /robots.txt with it, not with a page.
            {
              apply: (compiler: webpack.Compiler) =>
                compiler.hooks.thisCompilation.tap('robots.txt', (compilation) =>
                  compilation.hooks.processAssets.tap(
                    { name: 'robots.txt', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
                    () =>
                      compilation.emitAsset(
                        'robots.txt',
                        new webpack.sources.RawSource(readFileSync(path.join(root, 'public/robots.txt'))),
                      ),
                  ),
                ),
            },
            new SiteDocumentsPlugin(),
            // V8's explicit compile hint (Chromium 136+; other engines read a comment): the code a
            // shopper's first click runs (React, Redux, the cart) is compiled as the script streams
            // in, on a background thread, not in the click. Without it a first cart removal spent
            // about 1.7 ms of its 16 ms frame compiling (issue 16; bench/report.md). Added after
            // minification, which would strip it, and before the source maps are written.
            new webpack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              // Their scripts only: in main's style sheet the comment would break the first rule.
              test: /^(vendor|main|cart-contents)\.[0-9a-f]+\.js$/,
              stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ]
        : []),
    ],
    optimization: {
      // SWC's minifier (as Next.js uses it), not terser: the initial JS is 0.5 kB gzip smaller,
      // room under the 150 kB budget that the start-up's own work needed (issue 16).
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      // Export names as short as they can be (webpack's default, 'deterministic', keeps them stable
      // for long-term caching of a chunk whose neighbours changed): 1.4 kB gzip off the initial JS,
      // which the field data and the plain-files host needed. A release changes most chunks' hashes
      // anyway; the hashed files stay immutable.
      mangleExports: 'size',
      splitChunks: {
        cacheGroups: {
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial' },
        },
      },
    },
    performance: { hints: false },
    devServer,
  };
}

/**
 * The field data's address, when the build is given one (`SHOP_FIELD_DATA_URL`), in index.html.
 * A document per site for a host without the renderer (issue 38): `dist/<site>/index.html`, the
 * build's index.html in the site's language (`lang`, `data-site`) with the site's chunks that the
 * first render waits for preloaded beside the shop's scripts: its messages, its search redirect
 * table and the header banner's code (startShop.tsx). Without them each came a round trip after
 * the scripts had run, and the page with them (Largest Contentful Paint 2.3–2.8 s on Lighthouse's
 * phone). Such a host serves the site's file for every page address of the site, as the preview
 * server does without dist-server/ (mocks/server/preview.ts). The renderer keeps index.html.
 * The preloads are low-priority requests: at the default (high) they took the style sheet's
 * bandwidth on Lighthouse's simulated phone and its First Contentful Paint moved from 0.8 to 1.1-1.2 s.
 */
class SiteDocumentsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('SiteDocumentsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After HtmlWebpackPlugin has written index.html (its stage is OPTIMIZE_INLINE).
        { name: 'SiteDocumentsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const built = compilation.getAsset('index.html')?.source.source().toString();
          if (!built) throw new Error('SiteDocumentsPlugin: the build wrote no index.html.');
          // Field data (docs/field-data.md) for a host of plain files: `SHOP_FIELD_DATA_URL` at build
          // time names the address in index.html, and so in every document made from it (the sites',
          // the prerendered pages). The production host's own setting takes its place.
          const fieldDataUrl = process.env.SHOP_FIELD_DATA_URL?.trim();
          const template = fieldDataUrl ? withFieldDataUrl(built, checkFieldDataUrl(fieldDataUrl)) : built;
          if (template !== built) compilation.updateAsset('index.html', new webpack.sources.RawSource(template));
          const scriptOf = (chunkName: string) => {
            const chunk = [...compilation.chunks].find((candidate) => candidate.name === chunkName);
            const file = chunk && [...chunk.files].find((name) => name.endsWith('.js'));
            if (!file) throw new Error(`SiteDocumentsPlugin: no chunk ${chunkName}.`);
            return `${compilation.outputOptions.publicPath as string}${file}`;
          };
          for (const site of Object.values(sites)) {
            const preloads = [`locale-${site.locale}`, `redirects-${site.code}`, 'promotions']
              .map((chunkName) => `<link rel="preload" as="script" fetchpriority="low" href="${scriptOf(chunkName)}">`)
              .join('');
            const html = template
              .replace(/<html lang="[^"]*"/, `<html lang="${site.locale}"`)
              .replace('</head>', `${preloads}</head>`)
              .replace(/<div id="root" data-site="[A-Z_]+">/, `<div id="root" data-site="${site.code}">`);
            if (!html.includes(`data-site="${site.code}"`))
              throw new Error('SiteDocumentsPlugin: index.html has no <div id="root" data-site="…">.');
            compilation.emitAsset(`${site.code}/index.html`, new webpack.sources.RawSource(html));
          }
        },
      );
    });
  }
}
