import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { timings } from '../../src/config/timings';
import PreviewPanel from '../../src/features/preview/components/PreviewPanel';

/**
 * The staff preview tool (newsletter-footer-preview.md 2.4, 4, 8): the panel the footer shows in
 * preview mode (PreviewSlot shows it while the preview session is active: a preview cookie and a
 * successful auth check), and its settings dialog in each state; the mock services answer.
 *
 * **Use:** staff only: it never shows without a preview session.
 *
 * **Accessibility:** the settings open in the design system's Modal (WAI-ARIA APG dialog: focus
 * trapped, Escape closes, focus returns to the opener); an invalid date is an error under the
 * field.
 */
const meta = {
  title: 'Features/Preview tool',
  component: PreviewPanel,
  parameters: {
    layout: 'padded',
    // The open dialog covers the page: each story gets its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Preview settings' })).toBeVisible();
  },
} satisfies Meta<typeof PreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog and its A/B part; resolves with the dialog once the date's tests have a verdict. */
async function openDialog(canvasElement: HTMLElement, verdict: string | RegExp = /Active tests found\./) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Preview settings' }));
  // The button's ripple ends inside the play function, not after it.
  await new Promise((resolve) => setTimeout(resolve, timings.rippleMinMs + 50));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Preview settings' });
  const abPart = within(dialog).getByRole('button', { name: 'A/B Test settings' });
  if (abPart.getAttribute('aria-expanded') === 'false') await userEvent.click(abPart);
  if (verdict) await within(dialog).findByText(verdict);
  return within(dialog);
}

/** Clicks 'Set preview settings' and waits out the button's ripple and the answer. */
async function submit(dialog: ReturnType<typeof within>, outcome: string) {
  await userEvent.click(dialog.getByRole('button', { name: /Set preview settings/ }));
  await dialog.findByText(outcome);
  await new Promise((resolve) => setTimeout(resolve, timings.rippleMinMs + 50));
}

/** The panel of a preview of today, without an A/B selection. */
export const Panel: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Showing the shop as it is now.')).toBeVisible();
  },
};

/** The panel of a preview of Christmas Eve morning in group B of a test. */
export const PanelWithSettings: Story = {
  parameters: { mockScenarios: { previewCookie: 'christmas' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/A\/B test advent-calendar-teaser, group B\./)).toBeVisible();
  },
};

/** The preview cookie could not be read: the general error, and the settings are still there. */
export const PanelSettingsUnreadable: Story = {
  parameters: { mockScenarios: { previewCookie: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** The dialog on the cookie's settings: the date's tests found, the test and group chosen. */
export const DialogTestsFound: Story = {
  parameters: { mockScenarios: { previewCookie: 'christmas' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/group B/);
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('combobox', { name: 'Group' })).toHaveValue('B');
  },
};

export const DialogLoadingTests: Story = {
  parameters: { mockScenarios: { abTests: 'hang' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '');
    await expect(dialog.getByRole('combobox', { name: 'Name' })).toHaveDisplayValue('Loading tests...');
  },
};

export const DialogTestsFailed: Story = {
  parameters: { mockScenarios: { abTests: 'error' } },
  play: async ({ canvasElement }) => void (await openDialog(canvasElement, 'Failed to fetch AB tests.')),
};

export const DialogNoActiveTests: Story = {
  parameters: { mockScenarios: { previewCookie: 'beforeTests' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Showing the shop at/);
    await openDialog(canvasElement, 'No active tests for this date.');
  },
};

/** A test chosen: the group select is enabled, back at its placeholder and marked Required. */
export const DialogGroupRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Name' }), 'suggestion-count');
    await expect(dialog.getByRole('combobox', { name: 'Group' })).toHaveAccessibleDescription('Required');
  },
};

/** Submitted without a group: nothing is sent, the message says why. */
export const DialogSelectionIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Name' }), 'checkout-button-colour');
    await submit(dialog, 'Please also select an A/B test group!');
  },
};

export const DialogApplied: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Name' }), 'suggestion-count');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Group' }), 'eight');
    await submit(dialog, 'Settings applied successfully.');
  },
};

export const DialogApplyFailed: Story = {
  parameters: { mockScenarios: { previewToken: 'internalError' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await submit(dialog, 'Applying settings failed.');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Set preview settings/ })).not.toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Turkish site: the tool stays in English (it is marked lang="en"), its date in the site's format. */
export const TurkishSite: Story = {
  parameters: { site: 'TR', mockScenarios: { previewCookie: 'christmas' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Showing the shop at 24 Ara 2026/)).toBeVisible();
  },
};
