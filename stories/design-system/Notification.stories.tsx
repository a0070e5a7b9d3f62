import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Notification } from '../../src/design-system/Notification/Notification';
import { notificationStates, notificationVariants } from '../../src/design-system/Notification/notificationRules';

/**
 * A message about the state of something: a hint, a success, an error, a warning.
 *
 * **States:** `info`, `success`, `error`, `warning` (the stories' texts are from the error
 * catalogue, section 8). **Variants** (section 9): `banner` (a box with an
 * optional title and a 24 px icon, for a page or a form as a whole), `copysize` (inline at body size,
 * 16 px icon), `footnotesize` (small, under a field, 12 px icon).
 *
 * **Accessibility:** errors and warnings interrupt (`role="alert"`); info and success wait until the
 * screen reader is idle (`role="status"`). The state is said in the text and shown by an icon, not by
 * colour alone.
 */
const meta = {
  title: 'Design system/Notification',
  component: Notification,
  argTypes: {
    state: { control: 'inline-radio', options: notificationStates },
    variant: { control: 'inline-radio', options: notificationVariants },
  },
  args: { state: 'info', variant: 'banner', children: 'Keine aktiven Tests für dieses Datum.' },
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

const info = { state: 'info', children: 'Keine aktiven Tests für dieses Datum.' } as const;
const success = { state: 'success', children: 'Einstellungen erfolgreich übernommen.' } as const;
const error = {
  state: 'error',
  children: 'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
} as const;
const warning = { state: 'warning', children: 'Bitte wählen Sie auch eine A/B-Testgruppe aus!' } as const;

export const InfoBanner: Story = { args: { ...info, variant: 'banner', title: 'Hinweis' } };
export const InfoCopysize: Story = { args: { ...info, variant: 'copysize' } };
export const InfoFootnotesize: Story = { args: { ...info, variant: 'footnotesize' } };

export const SuccessBanner: Story = { args: { ...success, variant: 'banner', title: 'Gespeichert' } };
export const SuccessCopysize: Story = { args: { ...success, variant: 'copysize' } };
export const SuccessFootnotesize: Story = { args: { ...success, variant: 'footnotesize' } };

export const ErrorBanner: Story = { args: { ...error, variant: 'banner', title: 'Technischer Fehler' } };
export const ErrorCopysize: Story = { args: { ...error, variant: 'copysize' } };
export const ErrorFootnotesize: Story = { args: { ...error, variant: 'footnotesize' } };

export const WarningBanner: Story = { args: { ...warning, variant: 'banner', title: 'Auswahl unvollständig' } };
export const WarningCopysize: Story = { args: { ...warning, variant: 'copysize' } };
export const WarningFootnotesize: Story = { args: { ...warning, variant: 'footnotesize' } };

/** A banner without a title: the message alone. */
export const BannerWithoutTitle: Story = { args: { ...error, variant: 'banner' } };
