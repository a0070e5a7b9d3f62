import { screen } from '@testing-library/react';
import { Icon } from '../../../src/design-system/Icon/Icon';
import { IconButton } from '../../../src/design-system/IconButton/IconButton';
import type { IconButtonState, IconButtonVariant } from '../../../src/design-system/IconButton/iconButtonRules';
import { renderWidget } from '../../support/renderWidget';

const trash = <Icon name="trash" size={16} />;

// Checked by the type checker, not at run time: an icon alone names nothing.
// @ts-expect-error an icon button needs aria-label or aria-labelledby
void (<IconButton icon={trash} />);

describe('IconButton', () => {
  test('is a button named by its label, with the icon hidden', async () => {
    const onClick = jest.fn();
    const { user } = renderWidget(<IconButton icon={trash} aria-label="Kaffee entfernen" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Kaffee entfernen' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('can be named by another element', () => {
    renderWidget(
      <>
        <h2 id="wishlist-heading">Merkzettel</h2>
        <IconButton icon={<Icon name="wishlist" />} aria-labelledby="wishlist-heading" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Merkzettel' })).toBeInTheDocument();
  });

  test('disabled emits no click and is skipped by the keyboard', async () => {
    const onClick = jest.fn();
    const { user } = renderWidget(
      <>
        <IconButton icon={trash} aria-label="Kaffee entfernen" state="disabled" onClick={onClick} />
        <button type="button">Weiter</button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Kaffee entfernen' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  test('active is a pressed toggle', () => {
    renderWidget(<IconButton icon={<Icon name="wishlist" />} aria-label="Auf den Merkzettel" state="active" />);
    expect(screen.getByRole('button', { name: 'Auf den Merkzettel', pressed: true })).toBeEnabled();
  });

  test('a toggle that is not active says it is not pressed', () => {
    renderWidget(<IconButton icon={<Icon name="wishlist" />} aria-label="Auf den Merkzettel" toggle />);
    expect(screen.getByRole('button', { name: 'Auf den Merkzettel', pressed: false })).toBeInTheDocument();
  });

  test('a plain icon button is no toggle', () => {
    renderWidget(<IconButton icon={trash} aria-label="Kaffee entfernen" />);
    expect(screen.getByRole('button', { name: 'Kaffee entfernen' })).not.toHaveAttribute('aria-pressed');
  });

  test('an active toggle still emits its click, so it can be switched off', async () => {
    const onClick = jest.fn();
    const { user } = renderWidget(
      <IconButton
        icon={<Icon name="wishlist" />}
        aria-label="Auf den Merkzettel"
        state="active"
        toggle
        onClick={onClick}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Auf den Merkzettel' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('refuses a variant from content that is not one of the six', () => {
    expect(() =>
      renderWidget(<IconButton icon={trash} aria-label="Entfernen" variant={'ghost' as IconButtonVariant} />),
    ).toThrow(
      'Unknown icon button variant "ghost"; expected one of: primary, secondary, activating, sale, community, background',
    );
  });

  test('refuses an unknown state', () => {
    expect(() =>
      renderWidget(<IconButton icon={trash} aria-label="Entfernen" state={'pressed' as IconButtonState} />),
    ).toThrow('Unknown icon button state "pressed"; expected one of: default, disabled, active');
  });
});
