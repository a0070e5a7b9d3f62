import { defineMessages } from 'react-intl';

/**
 * The staff preview tool's texts. The spec gives them in English (newsletter-footer-preview.md
 * 2.4, 4, 8) for an internal tool that staff of every country share, so every locale file holds
 * the same English text (docs/decisions.md, "The preview tool speaks English").
 */
export const previewMessages = defineMessages({
  panelLabel: {
    id: 'preview.panel.label',
    defaultMessage: 'Preview mode',
    description:
      'Accessible name and heading of the staff preview panel in the footer; a heading (h2, 16 px); one line, up to about 30 characters',
  },
  showingNow: {
    id: 'preview.panel.showingNow',
    defaultMessage: 'Showing the shop as it is now.',
    description:
      'Preview panel: the preview shows the current date and time; a line of the panel that wraps; up to about 40 characters',
  },
  settingsFailed: {
    id: 'preview.panel.settingsFailed',
    defaultMessage: 'Something went wrong. Please try again later.',
    description:
      'General error when the current preview settings (the preview cookie) cannot be read; an error notice in the panel; up to about 60 characters',
  },
  open: {
    id: 'preview.panel.open',
    defaultMessage: 'Preview settings',
    description:
      'Button that opens the preview settings dialog; a small secondary button in the panel; one line, up to about 25 characters',
  },
  title: {
    id: 'preview.dialog.title',
    defaultMessage: 'Preview settings',
    description:
      "Title of the preview settings dialog; the dialog's title line beside its close icon, also the form's name; one line, up to about 30 characters",
  },
  close: {
    id: 'preview.dialog.close',
    defaultMessage: 'Close',
    description:
      'Close button of the dialog; the close icon at the top of the dialog; read by screen readers only, up to about 20 characters',
  },
  date: {
    id: 'preview.dialog.date',
    defaultMessage: 'Date',
    description:
      'Label of the preview date field; the label above the field (fields side by side, at least 10 rem each); one line, up to about 20 characters',
  },
  time: {
    id: 'preview.dialog.time',
    defaultMessage: 'Time',
    description:
      'Label of the preview time field; the label above the field (fields side by side, at least 10 rem each); one line, up to about 20 characters',
  },
  abSettings: {
    id: 'preview.dialog.abSettings',
    defaultMessage: 'A/B Test settings',
    description:
      'Title of the expandable A/B test part of the dialog; the title of an expansion panel in the dialog; one line, up to about 30 characters',
  },
  testName: {
    id: 'preview.dialog.testName',
    defaultMessage: 'Name',
    description:
      'Label of the A/B test select; the label above the select (fields side by side, at least 10 rem each); one line, up to about 20 characters',
  },
  testGroup: {
    id: 'preview.dialog.testGroup',
    defaultMessage: 'Group',
    description:
      'Label of the group select; the label above the select (fields side by side, at least 10 rem each); one line, up to about 20 characters',
  },
  testPlaceholder: {
    id: 'preview.dialog.testPlaceholder',
    defaultMessage: 'Select an A/B test',
    description: 'First option of the A/B test select; shown in the closed select; up to about 25 characters',
  },
  groupPlaceholder: {
    id: 'preview.dialog.groupPlaceholder',
    defaultMessage: 'Select a group',
    description: 'First option of the group select; shown in the closed select; up to about 25 characters',
  },
  noTest: {
    id: 'preview.dialog.noTest',
    defaultMessage: 'None',
    description: 'A/B test option: no test; an option of the select; up to about 20 characters',
  },
  loadingTests: {
    id: 'preview.dialog.loadingTests',
    defaultMessage: 'Loading tests...',
    description: 'A/B test select while the active tests load; shown in the closed select; up to about 25 characters',
  },
  loading: {
    id: 'preview.dialog.loading',
    defaultMessage: 'Loading...',
    description: 'Group select while the active tests load; shown in the closed select; up to about 25 characters',
  },
  testsFailed: {
    id: 'preview.dialog.testsFailed',
    defaultMessage: 'Failed to fetch AB tests.',
    description:
      'Error: the active A/B tests could not be loaded; a notice at the top of the A/B test part, above its selects; up to about 60 characters',
  },
  noActiveTests: {
    id: 'preview.dialog.noActiveTests',
    defaultMessage: 'No active tests for this date.',
    description:
      'Info: no A/B test is active on the chosen date; a notice at the top of the A/B test part, above its selects; up to about 60 characters',
  },
  testsFound: {
    id: 'preview.dialog.testsFound',
    defaultMessage: 'Active tests found.',
    description:
      'Success: A/B tests are active on the chosen date; a notice at the top of the A/B test part, above its selects; up to about 60 characters',
  },
  required: {
    id: 'preview.dialog.required',
    defaultMessage: 'Required',
    description:
      'Error on the group select when a test is chosen without a group; under the group select; up to about 30 characters',
  },
  submit: {
    id: 'preview.dialog.submit',
    defaultMessage: 'Set preview settings',
    description:
      "Submit button of the preview settings; the button at the end of the dialog's form; one line, up to about 25 characters",
  },
  submitting: {
    id: 'preview.dialog.submitting',
    defaultMessage: 'Applying settings',
    description:
      'Screen-reader label of the submit button while the settings are sent; the button shows a spinner; read by screen readers only, up to about 30 characters',
  },
  applied: {
    id: 'preview.dialog.applied',
    defaultMessage: 'Settings applied successfully.',
    description:
      'Success: the preview settings were applied; a notice under the submit button; up to about 60 characters',
  },
  applyFailed: {
    id: 'preview.dialog.applyFailed',
    defaultMessage: 'Applying settings failed.',
    description:
      'Error: the preview settings were not applied; a notice under the submit button; up to about 60 characters',
  },
  groupMissing: {
    id: 'preview.dialog.groupMissing',
    defaultMessage: 'Please also select an A/B test group!',
    description:
      'Error: a test was chosen without a group; a notice under the submit button; up to about 60 characters',
  },
  logout: {
    id: 'preview.dialog.logout',
    defaultMessage: 'Logout',
    description:
      "Ends the staff preview session; a secondary button in the dialog's footer; one line, up to about 20 characters",
  },
});

export const previewSummaryMessages = defineMessages<{
  showingAt: { readonly dateTime: string };
  showingGroup: { readonly test: string; readonly group: string };
}>({
  showingAt: {
    id: 'preview.panel.showingAt',
    defaultMessage: 'Showing the shop at {dateTime}.',
    description:
      'Preview panel: the date and time the preview shows; a line of the panel that wraps; up to about 40 characters besides the date and time',
  },
  showingGroup: {
    id: 'preview.panel.showingGroup',
    defaultMessage: 'A/B test {test}, group {group}.',
    description:
      'Preview panel: the A/B test and group the preview shows; a line of the panel that wraps; up to about 40 characters besides the names',
  },
});
