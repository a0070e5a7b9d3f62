import { screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Modal, type ModalProps } from '../../../src/design-system/Modal/Modal';
import type { ModalSize } from '../../../src/design-system/Modal/modalRules';
import { renderWidget } from '../../support/renderWidget';

const title = 'Lieferadresse ändern';

/** A page with an opener, as a feature would use the Modal. */
function Page({ onClose = () => {}, children }: { onClose?: () => void; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Adresse bearbeiten
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title={title}
        closeLabel="Schließen"
        footer={<button type="button">Speichern</button>}
      >
        {children ?? <a href="#agb">Allgemeine Geschäftsbedingungen</a>}
      </Modal>
    </>
  );
}

async function openModal() {
  const view = renderWidget(<Page />);
  await view.user.click(screen.getByRole('button', { name: 'Adresse bearbeiten' }));
  const dialog = screen.getByRole('dialog', { name: title });
  // focus-trap moves focus in on the next tick, after the event that opened it.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveFocus());
  return { ...view, dialog };
}

const opener = () => screen.getByRole('button', { name: 'Adresse bearbeiten' });

function renderOpen(props: Partial<ModalProps> = {}) {
  const onClose = jest.fn();
  const view = renderWidget(
    <Modal open onClose={onClose} title={title} closeLabel="Schließen" {...props}>
      {props.children ?? <p>Inhalt</p>}
    </Modal>,
  );
  return { ...view, onClose };
}

afterEach(() => {
  document.body.removeAttribute('inert');
  document.body.removeAttribute('style');
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
});

describe('Modal', () => {
  test('closed, it renders nothing', () => {
    renderWidget(
      <Modal open={false} onClose={() => {}} title={title} closeLabel="Schließen">
        Inhalt
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('open, it is a modal dialog named by its title, with its content and footer', () => {
    renderOpen({ footer: <button type="button">Speichern</button> });
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Inhalt');
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  });

  test('is rendered on document.body, outside the tree that renders it', () => {
    const { container } = renderOpen();
    const dialog = screen.getByRole('dialog', { name: title });
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  test('open, the page behind it is inert; closed, the page is back and focus on the opener', async () => {
    const { user, dialog } = await openModal();
    // jsdom does not act on inert (Chromium does: the e2e keyboard journey and the story's play
    // function), so the attribute itself is what can be seen here.
    // eslint-disable-next-line testing-library/no-node-access -- inert is an attribute on an ancestor
    expect(opener().closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull(); // eslint-disable-line testing-library/no-node-access
    await user.keyboard('{Escape}');
    expect(document.querySelector('[inert]')).toBeNull(); // eslint-disable-line testing-library/no-node-access
    expect(opener()).toHaveFocus();
  });

  test('Escape closes it and focus returns to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  test('Escape that a control inside has handled (and prevented) leaves the dialog open', async () => {
    const { user, onClose } = renderOpen({
      children: (
        <input
          aria-label="Straße"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      ),
    });
    await user.click(screen.getByRole('textbox', { name: 'Straße' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });

  test('the close button closes it and focus returns to the opener', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  test('a click on the backdrop closes it', async () => {
    const { user, onClose } = renderOpen();
    // The backdrop is the overlay around the dialog: a surface without role or name.
    // eslint-disable-next-line testing-library/no-node-access -- no query reaches a surface without a role
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('a click inside the dialog does not close it', async () => {
    const { user, onClose } = renderOpen();
    await user.click(screen.getByText('Inhalt'));
    await user.click(screen.getByRole('heading', { name: title }));
    expect(onClose).not.toHaveBeenCalled();
  });

  test('a press that starts inside the dialog and is released on the backdrop does not close it', async () => {
    const { user, onClose } = renderOpen();
    const dialog = screen.getByRole('dialog');
    await user.pointer([
      { keys: '[MouseLeft>]', target: within(dialog).getByText('Inhalt') },
      // eslint-disable-next-line testing-library/no-node-access -- the backdrop, as above
      { target: dialog.parentElement! },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  test('Tab and Shift+Tab wrap around inside the dialog', async () => {
    const { user, dialog } = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Schließen' });
    const link = within(dialog).getByRole('link', { name: 'Allgemeine Geschäftsbedingungen' });
    const save = within(dialog).getByRole('button', { name: 'Speichern' });

    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
  });

  test('locks page scrolling and pads the body by the scrollbar width, restoring both on close', async () => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1009 });
    document.body.style.paddingRight = '8px';
    const { user } = renderWidget(<Page />);

    await user.click(opener());
    expect(document.body).toHaveStyle({ overflow: 'hidden', paddingRight: `${8 + (window.innerWidth - 1009)}px` });

    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('8px');
  });

  test('closing by unmounting also restores page scrolling', () => {
    const { unmount } = renderOpen();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  test('throws a clear error when the dialog holds no focusable element', () => {
    // Another overlay has made the page inert: nothing in the dialog can take focus.
    document.body.setAttribute('inert', '');
    expect(() => renderOpen()).toThrow(
      `Modal "${title}" holds no focusable element, so keyboard focus cannot be kept inside it.`,
    );
  });

  test('calls the latest onClose after a re-render', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const { user, rerender } = renderWidget(
      <Modal open onClose={first} title={title} closeLabel="Schließen">
        <p>Inhalt</p>
      </Modal>,
    );
    rerender(
      <Modal open onClose={second} title={title} closeLabel="Schließen">
        <p>Inhalt</p>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  test('refuses a size from content that is not S, M or L', () => {
    expect(() => renderOpen({ size: 'XL' as ModalSize })).toThrow('Unknown modal size "XL"; expected one of: S, M, L');
  });
});
