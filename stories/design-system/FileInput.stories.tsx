import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldStates } from '../../src/design-system/Field/fieldState';
import { FileInput, type FileInputProps } from '../../src/design-system/FileInput/FileInput';

const file = (name: string, bytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

/**
 * The attachments a form would keep. Files are made when the story renders, not kept in args:
 * the controls panel cannot show or copy File objects.
 */
function FileInputInForm({ initialFiles = () => [], ...args }: FileInputProps & { initialFiles?: () => File[] }) {
  const [files, setFiles] = useState<readonly File[]>(initialFiles);
  return (
    <FileInput
      {...args}
      files={files}
      onChange={(next) => {
        args.onChange(next);
        setFiles(next);
      }}
    />
  );
}

const twoFiles = () => [file('rechnung-2024-117.pdf', 184_000), file('foto-lieferung.jpg', 2_460_000, 'image/jpeg')];

/**
 * Attachments for a form (the contact form, newsletter-footer-preview.md 2.3).
 *
 * **Rules** (section 9): at most 3 files of at most 5000 kB ("5 MB") each; a file too large, of a type not
 * accepted, or one too many is refused with its own message and stays out of the list. **States:**
 * empty, files listed, refusals shown, error, valid, disabled.
 *
 * **Accessibility:** a native file input behind a styled label (Enter or Space opens the picker; focus
 * ring on the label). Refusals are announced in an `alert` region; each listed file has a remove button
 * named with the file's name.
 */
const meta = {
  title: 'Design system/FileInput',
  component: FileInput,
  render: (args) => <FileInputInForm {...args} />,
  argTypes: { state: { control: 'inline-radio', options: fieldStates } },
  args: {
    label: 'Dateien anhängen',
    hint: 'Bis zu 3 Dateien (JPG, PNG oder PDF), je höchstens 5 MB.',
    name: 'attachments',
    files: [],
    onChange: fn(),
    messages: {
      tooMany: (max, name) => `${name} wurde nicht angehängt: Sie können höchstens ${max} Dateien anhängen.`,
      tooLarge: (name, maxKb) => `${name} ist zu groß: Jede Datei darf höchstens ${maxKb} KB groß sein.`,
      wrongType: (name) => `${name} hat ein Format, das wir nicht annehmen: bitte JPG, PNG oder PDF.`,
    },
    removeLabel: (name) => `${name} entfernen`,
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const FilesListed: Story = {
  render: (args) => <FileInputInForm {...args} initialFiles={twoFiles} />,
};

/**
 * A file too large, one of a type the picker's filter only hints at, then a fourth file: each is
 * refused with its own message and stays out of the list.
 */
export const RefusalsShown: Story = {
  render: (args) => <FileInputInForm {...args} initialFiles={twoFiles} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByLabelText('Dateien anhängen');
    // Anyone can switch the picker to "all files": skip the accept filter as such a person does.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(picker, file('katalog.pdf', 6_000_000));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('katalog.pdf ist zu groß: Jede Datei darf höchstens 5000 KB groß sein.');

    await user.upload(picker, file('notizen.txt', 2_000, 'text/plain'));
    await expect(alert).toHaveTextContent('notizen.txt hat ein Format, das wir nicht annehmen');

    await user.upload(picker, file('scan.png', 820_000, 'image/png'));
    await expect(alert).toBeEmptyDOMElement();
    await user.upload(picker, file('quittung.pdf', 40_000));
    await expect(alert).toHaveTextContent(
      'quittung.pdf wurde nicht angehängt: Sie können höchstens 3 Dateien anhängen.',
    );

    await expect(canvas.getAllByRole('button', { name: /entfernen$/ })).toHaveLength(3);
    await expect(canvas.queryByText('quittung.pdf')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithMessage: Story = {
  args: { state: 'error', error: 'Bitte hängen Sie Ihre Rechnung an.' },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByLabelText('Dateien anhängen');
    await expect(picker).toBeInvalid();
    await expect(picker).toHaveAccessibleDescription(/Bitte hängen Sie Ihre Rechnung an\./);
  },
};

export const Valid: Story = {
  args: { state: 'valid' },
  render: (args) => <FileInputInForm {...args} initialFiles={twoFiles} />,
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => <FileInputInForm {...args} initialFiles={twoFiles} />,
};
