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
    description: 'Accessible name and heading of the staff preview panel in the footer',
  },
  showingNow: {
    id: 'preview.panel.showingNow',
    defaultMessage: 'Showing the shop as it is now.',
    description: 'Preview panel: the preview shows the current date and time',
  },
  settingsFailed: {
    id: 'preview.panel.settingsFailed',
    defaultMessage: 'Something went wrong. Please try again later.',
    description: 'General error when the current preview settings (the preview cookie) cannot be read',
  },
  open: {
    id: 'preview.panel.open',
    defaultMessage: 'Preview settings',
    description: 'Button that opens the preview settings dialog',
  },
  title: {
    id: 'preview.dialog.title',
    defaultMessage: 'Preview settings',
    description: 'Title of the preview settings dialog',
  },
  close: { id: 'preview.dialog.close', defaultMessage: 'Close', description: 'Close button of the dialog' },
  date: { id: 'preview.dialog.date', defaultMessage: 'Date', description: 'Label of the preview date field' },
  time: { id: 'preview.dialog.time', defaultMessage: 'Time', description: 'Label of the preview time field' },
  abSettings: {
    id: 'preview.dialog.abSettings',
    defaultMessage: 'A/B Test settings',
    description: 'Title of the expandable A/B test part of the dialog',
  },
  testName: { id: 'preview.dialog.testName', defaultMessage: 'Name', description: 'Label of the A/B test select' },
  testGroup: { id: 'preview.dialog.testGroup', defaultMessage: 'Group', description: 'Label of the group select' },
  testPlaceholder: {
    id: 'preview.dialog.testPlaceholder',
    defaultMessage: 'Select an A/B test',
    description: 'First option of the A/B test select',
  },
  groupPlaceholder: {
    id: 'preview.dialog.groupPlaceholder',
    defaultMessage: 'Select a group',
    description: 'First option of the group select',
  },
  noTest: { id: 'preview.dialog.noTest', defaultMessage: 'None', description: 'A/B test option: no test' },
  loadingTests: {
    id: 'preview.dialog.loadingTests',
    defaultMessage: 'Loading tests...',
    description: 'A/B test select while the active tests load',
  },
  loading: {
    id: 'preview.dialog.loading',
    defaultMessage: 'Loading...',
    description: 'Group select while the active tests load',
  },
  testsFailed: {
    id: 'preview.dialog.testsFailed',
    defaultMessage: 'Failed to fetch AB tests.',
    description: 'Error: the active A/B tests could not be loaded',
  },
  noActiveTests: {
    id: 'preview.dialog.noActiveTests',
    defaultMessage: 'No active tests for this date.',
    description: 'Info: no A/B test is active on the chosen date',
  },
  testsFound: {
    id: 'preview.dialog.testsFound',
    defaultMessage: 'Active tests found.',
    description: 'Success: A/B tests are active on the chosen date',
  },
  required: {
    id: 'preview.dialog.required',
    defaultMessage: 'Required',
    description: 'Error on the group select when a test is chosen without a group',
  },
  submit: {
    id: 'preview.dialog.submit',
    defaultMessage: 'Set preview settings',
    description: 'Submit button of the preview settings',
  },
  submitting: {
    id: 'preview.dialog.submitting',
    defaultMessage: 'Applying settings',
    description: 'Screen-reader label of the submit button while the settings are sent',
  },
  applied: {
    id: 'preview.dialog.applied',
    defaultMessage: 'Settings applied successfully.',
    description: 'Success: the preview settings were applied',
  },
  applyFailed: {
    id: 'preview.dialog.applyFailed',
    defaultMessage: 'Applying settings failed.',
    description: 'Error: the preview settings were not applied',
  },
  groupMissing: {
    id: 'preview.dialog.groupMissing',
    defaultMessage: 'Please also select an A/B test group!',
    description: 'Error: a test was chosen without a group',
  },
  logout: { id: 'preview.dialog.logout', defaultMessage: 'Logout', description: 'Ends the staff preview session' },
});

export const previewSummaryMessages = defineMessages<{
  showingAt: { readonly dateTime: string };
  showingGroup: { readonly test: string; readonly group: string };
}>({
  showingAt: {
    id: 'preview.panel.showingAt',
    defaultMessage: 'Showing the shop at {dateTime}.',
    description: 'Preview panel: the date and time the preview shows',
  },
  showingGroup: {
    id: 'preview.panel.showingGroup',
    defaultMessage: 'A/B test {test}, group {group}.',
    description: 'Preview panel: the A/B test and group the preview shows',
  },
});
