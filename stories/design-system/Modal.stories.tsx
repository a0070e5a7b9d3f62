import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Modal, type ModalProps } from '../../src/design-system/Modal/Modal';
import { modalSizes } from '../../src/design-system/Modal/modalRules';

/** The page around the modal: an opener, and the open state a feature would keep. */
function ModalOnPage({ open: initiallyOpen, onClose, ...args }: ModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Dialog öffnen
      </button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * A dialog over the page for a task that must be finished or dismissed before going on.
 *
 * **Sizes** (section 2.5, 9): `S` (up to 400 px, a confirmation), `M` (640 px, a short form), `L` (960 px,
 * long text or a table); on a narrower screen each takes the width there is. Long content scrolls inside;
 * title, close button and footer stay in view.
 *
 * **Rules:** closes on Escape, on a click on the backdrop and on its close button. While open it locks
 * the page's scrolling and pads the body by the scrollbar's width, so nothing behind it jumps.
 *
 * **Accessibility:** APG Dialog (Modal) pattern: `role="dialog"`, `aria-modal`, named by its title;
 * focus moves into it, Tab and Shift+Tab stay inside, the page behind is inert, and focus returns to the
 * opener on close. The stories are shown in frames of their own on this page.
 */
const meta = {
  title: 'Design system/Modal',
  component: Modal,
  render: (args) => <ModalOnPage {...args} />,
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  args: {
    open: true,
    onClose: fn(),
    title: 'Lieferadresse ändern',
    closeLabel: 'Schließen',
    size: 'M',
    children: (
      <p>
        Ihre Bestellung wird an die neue Adresse geliefert. Bitte prüfen Sie die{' '}
        <a href="#agb">Allgemeinen Geschäftsbedingungen</a>.
      </p>
    ),
  },
  // An open modal covers the page and holds its focus: each story gets its own frame in the docs.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SizeS: Story = { args: { size: 'S', title: 'Artikel entfernen?' } };
export const SizeM: Story = { args: { size: 'M' } };
export const SizeL: Story = { args: { size: 'L', title: 'Datenschutzhinweise' } };

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <button type="button">Abbrechen</button>
        <button type="button">Speichern</button>
      </>
    ),
  },
};

/** Long content scrolls inside the dialog; the title, close button and footer stay in view. */
export const LongContent: Story = {
  args: {
    size: 'L',
    title: 'Datenschutzhinweise',
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index}>
        Die Angabe Ihrer Daten ist freiwillig. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft
        widerrufen und haben das Recht auf Auskunft, Berichtigung, Löschung und Datenübertragbarkeit.
      </p>
    )),
    footer: <button type="button">Verstanden</button>,
  },
};

/** The keyboard path: open, Tab wraps inside, Escape closes, focus is back on the opener. */
export const KeyboardPath: Story = {
  args: { open: false, footer: <button type="button">Speichern</button> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialog is rendered on document.body, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Dialog öffnen' });

    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Lieferadresse ändern' });
    const close = within(dialog).getByRole('button', { name: 'Schließen' });
    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};
