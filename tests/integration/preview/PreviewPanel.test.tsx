import { act, screen, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { abTestsActiveOn } from '../../../mocks/data/abTests';
import { christmasSettings, previewCalls } from '../../../mocks/handlers/preview';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/config/endpoints';
import { PreviewSlot } from '../../../src/features/preview/components/PreviewSlot';
import type { PreviewPhase } from '../../../src/features/preview/previewSlice';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';
import { holdOnPurpose } from '../../../mocks/heldRequests';

expect.extend(toHaveNoViolations);

function renderPanel(phase: PreviewPhase = 'active') {
  return renderWithProviders(<PreviewSlot />, {
    preloadedState: { preview: { phase, lastRenewal: null } },
    // No pause between a key's events: the dialog reacts to each at once, and the file runs faster.
    userOptions: { delay: null },
  });
}

/** Opens the dialog and waits for the date's tests; the A/B part is opened when it is closed. */
async function openDialog(view: ReturnType<typeof renderPanel>) {
  await view.user.click(await screen.findByRole('button', { name: 'Preview settings' }));
  const dialog = screen.getByRole('dialog', { name: 'Preview settings' });
  await settleNetwork();
  const abPart = within(dialog).getByRole('button', { name: 'A/B Test settings' });
  if (abPart.getAttribute('aria-expanded') === 'false') await view.user.click(abPart);
  const field = (name: string) => within(dialog).getByLabelText(name);
  return {
    dialog,
    date: () => field('Date') as HTMLInputElement,
    time: () => field('Time') as HTMLInputElement,
    test: () => within(dialog).getByRole('combobox', { name: 'Name' }),
    group: () => within(dialog).getByRole('combobox', { name: 'Group' }),
    submit: () => view.user.click(within(dialog).getByRole('button', { name: 'Set preview settings' })),
    messages: () =>
      [...within(dialog).queryAllByRole('status'), ...within(dialog).queryAllByRole('alert')].map(
        (region) => region.textContent,
      ),
  };
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function setDate(view: ReturnType<typeof renderPanel>, input: HTMLInputElement, date: string) {
  await view.user.clear(input);
  await view.user.type(input, date);
  await settleNetwork();
}

describe('the staff preview panel (newsletter-footer-preview.md 2.4, 4, 5, 8)', () => {
  it.each<PreviewPhase>(['off', 'checking', 'noCookie', 'notAuthorized', 'loggedOut'])(
    'is not there while the session is %s',
    async (phase) => {
      renderPanel(phase);
      await settleNetwork();
      expect(screen.queryByRole('region', { name: 'Preview mode' })).not.toBeInTheDocument();
      expect(previewCalls()).toEqual([]);
    },
  );

  it('says what the preview shows now, in English, and offers the settings', async () => {
    setScenario('previewCookie', 'christmas');
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Preview mode' });
    expect(panel).toHaveAttribute('lang', 'en');
    // The date as de-DE writes it in this ICU (the separator and the time's form vary between ICU
    // versions and browsers), in the machine's time zone, as the panel shows it.
    const shownAt = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' })
      .format(new Date(christmasSettings.dateTime!))
      .replace(/\s+/g, ' ');
    expect(await within(panel).findByText(`Showing the shop at ${shownAt}.`, { exact: false })).toHaveTextContent(
      'A/B test advent-calendar-teaser, group B.',
    );
    expect(within(panel).getByRole('button', { name: 'Preview settings' })).toBeEnabled();
  });

  it('shows the general error when the preview cookie cannot be read, and still offers the settings', async () => {
    setScenario('previewCookie', 'error');
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Preview mode' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    expect(within(panel).getByRole('button', { name: 'Preview settings' })).toBeEnabled();
  });

  it.each(['UNAUTHORIZED', 'BAD_REQUEST', 'INTERNAL_ERROR'])(
    'shows the general error when the cookie check answers %s, and the dialog starts from now',
    async (status) => {
      server.use(http.get(endpoints.preview.cookie, () => HttpResponse.json({ ...christmasSettings, status })));
      const view = renderPanel();
      const panel = await screen.findByRole('region', { name: 'Preview mode' });
      expect(await within(panel).findByRole('alert')).toHaveTextContent(
        'Something went wrong. Please try again later.',
      );
      expect(within(panel).queryByText(/Showing the shop/)).not.toBeInTheDocument();
      const dialog = await openDialog(view);
      expect(dialog.date()).not.toHaveValue('2026-12-24');
      expect(dialog.test()).toHaveValue('');
    },
  );

  it("opens on the cookie's settings with the date's active tests", async () => {
    setScenario('previewCookie', 'christmas');
    const view = renderPanel();
    await screen.findByText(/A\/B test advent-calendar-teaser/);
    const dialog = await openDialog(view);
    expect(dialog.date()).toHaveValue('2026-12-24');
    expect(dialog.time()).toHaveValue(new Date(christmasSettings.dateTime!).toTimeString().slice(0, 5));
    expect(dialog.messages()).toEqual(['Active tests found.']);
    expect(optionLabels(dialog.test())).toEqual([
      'Select an A/B test',
      'None',
      ...abTestsActiveOn('2026-12-24').map((t) => t.name),
    ]);
    expect(dialog.test()).toHaveValue('advent-calendar-teaser');
    expect(dialog.group()).toHaveValue('B');
    expect(previewCalls('tests').map(({ query }) => query.time)).toEqual(['2026-12-24']);
  });

  it('the open dialog with a Required group passes axe', async () => {
    const view = renderPanel();
    const dialog = await openDialog(view);
    await view.user.selectOptions(dialog.test(), 'suggestion-count');
    // Inside act(): the buttons' ripples end while axe runs.
    const results = await act(() => axe(document.body));
    expect(results).toHaveNoViolations();
  });

  it('choosing a test enables the group select, resets it and marks it Required; None disables it', async () => {
    const view = renderPanel();
    const dialog = await openDialog(view);
    expect(dialog.group()).toBeDisabled();
    await view.user.selectOptions(dialog.test(), 'suggestion-count');
    expect(dialog.group()).toBeEnabled();
    expect(dialog.group()).toHaveValue('');
    expect(optionLabels(dialog.group())).toEqual(['Select a group', 'control', 'five', 'eight']);
    expect(dialog.group()).toHaveAccessibleDescription('Required');
    await view.user.selectOptions(dialog.group(), 'five');
    expect(dialog.group()).not.toHaveAccessibleDescription('Required');
    expect(dialog.group()).toHaveAttribute('aria-invalid', 'false');
    await view.user.selectOptions(dialog.test(), 'checkout-button-colour');
    expect(dialog.group()).toHaveValue('');
    expect(dialog.group()).toHaveAccessibleDescription('Required');
    await view.user.selectOptions(dialog.test(), 'None');
    expect(dialog.group()).toBeDisabled();
    expect(dialog.group()).not.toHaveAccessibleDescription('Required');
  });

  it('keeps showing None once chosen, so the arrow keys of the closed select go on to the tests below it', async () => {
    const view = renderPanel();
    const dialog = await openDialog(view);
    // jsdom's select has no arrow keys: an arrow key on the closed select is a change to the next option.
    await view.user.selectOptions(dialog.test(), 'None');
    expect(dialog.test()).toHaveDisplayValue('None');
    expect(dialog.group()).toBeDisabled();
    await view.user.selectOptions(dialog.test(), 'checkout-button-colour');
    expect(dialog.test()).toHaveDisplayValue('checkout-button-colour');
    await view.user.selectOptions(dialog.test(), 'Select an A/B test');
    expect(dialog.test()).toHaveDisplayValue('Select an A/B test');
  });

  it('sends nothing while the selection lacks its group, and says so', async () => {
    const view = renderPanel();
    const dialog = await openDialog(view);
    await view.user.selectOptions(dialog.test(), 'checkout-button-colour');
    await dialog.submit();
    expect(dialog.messages()).toContain('Please also select an A/B test group!');
    expect(previewCalls('token')).toEqual([]);
  });

  it('applies a complete selection: test and group in the query, the date-time in the body', async () => {
    const view = renderPanel();
    const dialog = await openDialog(view);
    await setDate(view, dialog.date(), '2026-12-03');
    await view.user.clear(dialog.time());
    await view.user.type(dialog.time(), '08:15');
    await view.user.selectOptions(dialog.test(), 'advent-calendar-teaser');
    await view.user.selectOptions(dialog.group(), 'C');
    await dialog.submit();
    await settleNetwork();
    expect(dialog.messages()).toContain('Settings applied successfully.');
    const [sent] = previewCalls('token');
    expect(sent?.query).toEqual({ test: 'advent-calendar-teaser', group: 'C' });
    const { previewDateTime } = sent?.body as { previewDateTime: string };
    expect(previewDateTime).toMatch(/^2026-12-03T08:15:00[+-]\d\d:\d\d$/);
    // The preview cookie is read again, and the panel says what it shows now.
    await view.user.click(within(dialog.dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(/A\/B test advent-calendar-teaser, group C\./)).toBeInTheDocument();
  });

  it('applies no A/B selection as an empty test and group', async () => {
    const view = renderPanel();
    const dialog = await openDialog(view);
    await view.user.selectOptions(dialog.test(), 'None');
    await dialog.submit();
    await settleNetwork();
    expect(previewCalls('token')[0]?.query).toEqual({ test: '', group: '' });
    expect(dialog.messages()).toContain('Settings applied successfully.');
  });

  it.each([['badRequest'], ['internalError'], ['unauthorized'], ['error'], ['network'], ['wrongShape']])(
    'says the settings failed when the token call answers %s',
    async (scenario) => {
      setScenario('previewToken', scenario);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const view = renderPanel();
      const dialog = await openDialog(view);
      await dialog.submit();
      await settleNetwork();
      expect(dialog.messages()).toEqual(['Active tests found.', 'Applying settings failed.']);
      warn.mockRestore();
    },
  );

  it('empties the message area at the next click, before the next answer', async () => {
    setScenario('previewToken', 'internalError');
    const view = renderPanel();
    const dialog = await openDialog(view);
    await dialog.submit();
    await settleNetwork();
    expect(dialog.messages()).toContain('Applying settings failed.');
    // A held second try: the old message is gone as soon as the button is clicked.
    let answer = () => {};
    server.use(
      http.post(endpoints.preview.token, async ({ requestId }) => {
        holdOnPurpose(requestId);
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ status: 'SUCCESS' });
      }),
    );
    await dialog.submit();
    expect(dialog.messages()).not.toContain('Applying settings failed.');
    const button = within(dialog.dialog).getByRole('button', { name: /Set preview settings/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    // A busy button takes no second click: one request only.
    await view.user.click(button);
    answer();
    await settleNetwork();
    expect(dialog.messages()).toContain('Settings applied successfully.');
    expect(previewCalls('token')).toHaveLength(1);
  });

  it('says when no test is active on the date, and drops a test that is not', async () => {
    setScenario('previewCookie', 'christmas');
    const view = renderPanel();
    await screen.findByText(/A\/B test advent-calendar-teaser/);
    const dialog = await openDialog(view);
    await setDate(view, dialog.date(), '2019-05-01');
    expect(dialog.messages()).toEqual(['No active tests for this date.']);
    expect(optionLabels(dialog.test())).toEqual(['Select an A/B test', 'None']);
    expect(dialog.test()).toHaveValue('');
    expect(dialog.group()).toBeDisabled();
  });

  it('keeps a test that is active on the new date, with its group back to Required', async () => {
    setScenario('previewCookie', 'christmas');
    const view = renderPanel();
    await screen.findByText(/A\/B test advent-calendar-teaser/);
    const dialog = await openDialog(view);
    await setDate(view, dialog.date(), '2026-12-10');
    expect(dialog.test()).toHaveValue('advent-calendar-teaser');
    expect(dialog.group()).toHaveValue('');
    expect(dialog.group()).toHaveAccessibleDescription('Required');
    expect(previewCalls('tests').map(({ query }) => query.time)).toEqual(['2026-12-24', '2026-12-10']);
  });

  it('says when the tests cannot be loaded', async () => {
    setScenario('abTests', 'error');
    const view = renderPanel();
    const dialog = await openDialog(view);
    expect(dialog.messages()).toEqual(['Failed to fetch AB tests.']);
    expect(optionLabels(dialog.test())).toEqual(['Select an A/B test', 'None']);
  });

  it('says the tests are loading', async () => {
    setScenario('abTests', 'hang');
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Preview settings' }));
    const dialog = screen.getByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'A/B Test settings' }));
    const test = within(dialog).getByRole('combobox', { name: 'Name' });
    const group = within(dialog).getByRole('combobox', { name: 'Group' });
    expect(test).toHaveDisplayValue('Loading tests...');
    expect(group).toHaveDisplayValue('Loading...');
    expect(test).toBeDisabled();
    expect(group).toBeDisabled();
  });

  it("shows the last date's tests when an earlier date's answer comes late", async () => {
    const held = new Map<string, () => void>();
    server.use(
      http.get(endpoints.abTestsAt, async ({ request, requestId }) => {
        const time = new URL(request.url).searchParams.get('time') ?? '';
        if (time === '2026-12-05') {
          holdOnPurpose(requestId);
          await new Promise<void>((resolve) => held.set(time, resolve));
        }
        return HttpResponse.json(abTestsActiveOn(time));
      }),
    );
    const view = renderPanel();
    const dialog = await openDialog(view);
    await view.user.clear(dialog.date());
    await view.user.type(dialog.date(), '2026-12-05');
    await setDate(view, dialog.date(), '2019-05-01');
    expect(dialog.messages()).toEqual(['No active tests for this date.']);
    held.get('2026-12-05')?.();
    await settleNetwork();
    expect(dialog.messages()).toEqual(['No active tests for this date.']);
    expect(optionLabels(dialog.test())).toEqual(['Select an A/B test', 'None']);
  });

  it('previews the current time when the date field is emptied, and logs it as an error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderPanel();
    const dialog = await openDialog(view);
    await view.user.clear(dialog.date());
    const before = Date.now();
    await dialog.submit();
    await settleNetwork();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"" is not a date'));
    const { previewDateTime } = previewCalls('token')[0]?.body as { previewDateTime: string };
    expect(new Date(previewDateTime).getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(new Date(previewDateTime).getTime()).toBeLessThanOrEqual(Date.now());
    error.mockRestore();
  });

  it('logs out from the dialog: the panel goes', async () => {
    const view = renderPanel();
    const dialog = await openDialog(view);
    await view.user.click(within(dialog.dialog).getByRole('button', { name: 'Logout' }));
    await settleNetwork();
    expect(previewCalls('logout')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preview mode' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const view = renderPanel();
    await openDialog(view);
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview settings' })).toHaveFocus();
  });
});
