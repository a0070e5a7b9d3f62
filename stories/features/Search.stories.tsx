import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchBox } from '../../src/features/search';

/**
 * The search field with its suggestion panel, in each place it sits and each state. Suggestions
 * come from the mock search service (docs/services.md, "Scenarios"); pick a site in the
 * toolbar to see its catalogue and texts.
 *
 * **Use:** the field redirects when the service answers with a redirect, else it opens the search
 * page; suggestions appear from the second character.
 *
 * **Accessibility:** WAI-ARIA APG combobox with a list box: the arrow keys move through the
 * suggestions, Enter takes one, Escape closes the panel (in the phone fly-out, Escape on a closed
 * panel closes the fly-out). The panel's state is announced in a status line.
 */
const meta = {
  title: 'Features/Search/Search box',
  component: SearchBox,
  args: { placement: 'header' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeInto = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('combobox'), text);
  return canvas;
};

const showSuggestions = async (canvasElement: HTMLElement, text = 'kaffee') => {
  const canvas = await typeInto(canvasElement, text);
  await expect(await canvas.findByRole('listbox')).toBeVisible();
  return canvas;
};

/**
 * The list for the whole text, before an arrow key picks in it. On a busy machine a key can come
 * after the debounce, and then the list of a shorter text stays on show while the whole text's
 * answer is on its way; a selection made in it starts over when that answer comes (SearchCombobox).
 * The status line announces the count only once the current answer is in.
 */
const showCurrentSuggestions = async (canvasElement: HTMLElement) => {
  const canvas = await showSuggestions(canvasElement);
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/(Vorschlag|Vorschläge)$/), {
    timeout: 5000,
  });
  return canvas;
};

export const Empty: Story = {};

export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await showSuggestions(canvasElement);
    await expect(canvas.getAllByRole('option').length).toBeGreaterThan(5);
  },
};

export const TermSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await showCurrentSuggestions(canvasElement);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const [, second] = canvas.getAllByRole('option');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('combobox')).toHaveValue(second!.textContent!);
  },
};

export const ProductSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await showCurrentSuggestions(canvasElement);
    await userEvent.keyboard('{ArrowUp}');
    const options = canvas.getAllByRole('option');
    await expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('combobox')).toHaveValue('kaffee');
  },
};

export const NothingToSuggest: Story = {
  parameters: { mockScenarios: { suggestions: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = await typeInto(canvasElement, 'xq');
    await expect(await canvas.findByText('Keine Vorschläge')).toBeInTheDocument();
  },
};

/** The service could not be reached: a note, and searching still works. */
export const SuggestionsUnavailable: Story = {
  parameters: { mockScenarios: { suggestions: 'network' } },
  play: async ({ canvasElement }) => {
    const canvas = await typeInto(canvasElement, 'kaffee');
    await expect(
      await canvas.findByText('Vorschläge sind gerade nicht verfügbar. Sie können trotzdem suchen.'),
    ).toBeVisible();
  },
};

export const InTheOverlay: Story = {
  args: { placement: 'overlay' },
  play: async ({ canvasElement }) => void (await showSuggestions(canvasElement, 'tasse')),
};

export const InAFlyout: Story = {
  args: { placement: 'flyout' },
  play: async ({ canvasElement }) => void (await showSuggestions(canvasElement, 'pullover')),
};

export const InANarrowFlyout: Story = {
  args: { placement: 'flyoutNarrow' },
  play: async ({ canvasElement }) => void (await showSuggestions(canvasElement, 'handtuch')),
};

export const Turkish: Story = {
  parameters: { site: 'TR' },
  play: async ({ canvasElement }) => void (await showSuggestions(canvasElement, 'kahve')),
};

export const Polish: Story = {
  parameters: { site: 'PL' },
  play: async ({ canvasElement }) => void (await showSuggestions(canvasElement, 'kawa')),
};
