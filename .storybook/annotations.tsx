import type { Preview } from '@storybook/react-webpack5';
import { loadMessages, type Messages } from '../src/app/i18n/loadMessages';
import { loadPseudoMessages } from '../src/app/i18n/pseudoLocale';
import { isSiteCode, siteCodes, sites, type SiteCode } from '../src/config/sites';
import { breakpoints } from '../src/config/breakpoints';
import { setScenario } from '../mocks/scenarios';
import { resetMockServices } from '../mocks/reset';
import { loadRedirectTable, preloadSearchCombobox } from '../src/features/search';
import { StoryProviders } from './StoryProviders';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const siteOf = (value: unknown): SiteCode => (isSiteCode(value) ? value : 'DE');

/**
 * The site toolbar's last choice: DE's formats with the pseudo-locale's messages (accented, 40 %
 * longer, each between [ and ]; src/app/i18n/pseudoLocale.ts). It replaces the messages of a story
 * that names its own site too, which keeps its formats. `npm run test:stories` switches each story
 * to it after its play function (scripts/storyPseudo.ts).
 */
export const pseudoChoice = 'PSEUDO';

/** One viewport per breakpoint of header-search-cart.md 9: the widest width that still is it. */
const viewports = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [
    name,
    { name: `${name} (${width} px)`, styles: { width: `${width}px`, height: '900px' }, type: 'desktop' as const },
  ]),
);

/**
 * Everything a story needs except the mock service worker, shared by Storybook (preview.tsx)
 * and jest's portable stories (tests/stories), where msw/node answers instead.
 */
export const annotations: Preview = {
  globalTypes: {
    site: {
      description: 'Site and its locale',
      toolbar: {
        title: 'Site',
        icon: 'globe',
        items: [
          ...siteCodes.map((code) => ({ value: code, title: `${code} · ${sites[code].locale}` })),
          { value: pseudoChoice, title: 'Pseudo-locale (DE formats)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { site: 'DE' },
  loaders: [
    async ({ globals, parameters }) => {
      resetMockServices();
      for (const [service, scenario] of Object.entries((parameters.mockScenarios ?? {}) as Record<string, string>)) {
        setScenario(service, scenario);
      }
      const site = siteOf(parameters.site ?? globals.site);
      // As the page has them by the time a designer types: the site's messages, its search redirect
      // table, and the search combobox's chunk (the page's plain first field is not a story).
      const [messages] = await Promise.all([
        globals.site === pseudoChoice ? loadPseudoMessages() : loadMessages(sites[site].locale),
        loadRedirectTable(site),
        preloadSearchCombobox(),
      ]);
      return { messages };
    },
  ],
  // A story that shows a failure the code logs names the warnings and errors it expects, as
  // RegExps; jest's story run (tests/setupConsole.ts) keeps them out of its output and fails on any
  // other, or when one of them never comes. In the browser, where `npm run test:stories` fails a
  // story on a console error, an expected error is logged as a warning while the story is shown.
  beforeEach: ({ parameters }) => {
    globalThis.expectConsoleWarnings?.((parameters.expectedWarnings ?? []) as RegExp[]);
    const errors = (parameters.expectedErrors ?? []) as RegExp[];
    if (globalThis.expectConsoleErrors) {
      globalThis.expectConsoleErrors(errors);
      return undefined;
    }
    if (errors.length === 0) return undefined;
    const logError = console.error;
    console.error = (...args: unknown[]) => {
      const expected = errors.some((pattern) => pattern.test(args.map(String).join(' ')));
      (expected ? console.warn : logError)(...args);
    };
    return () => {
      console.error = logError;
    };
  },
  decorators: [
    (Story, { globals, loaded, parameters }) => {
      const site = siteOf(parameters.site ?? globals.site);
      return (
        <StoryProviders
          key={site}
          site={site}
          messages={(loaded.messages ?? {}) as Messages}
          preloadedState={parameters.preloadedState}
          route={parameters.route}
        >
          <Story />
        </StoryProviders>
      );
    },
  ],
  parameters: {
    viewport: { options: viewports },
    // The a11y addon's axe run after each story (its panel, and `npm run test:stories` in CI): the
    // WCAG 2.x A and AA rules, colour contrast included, over the whole page but Storybook's own parts.
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: wcagTags } } },
    controls: { expanded: true },
  },
};
