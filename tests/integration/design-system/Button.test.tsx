import { act, screen } from '@testing-library/react';
import { timings } from '../../../src/config/timings';
import { Button, type ButtonSize, type ButtonVariant } from '../../../src/design-system/Button/Button';
import { Icon } from '../../../src/design-system/Icon/Icon';
import { renderWidget } from '../../support/renderWidget';

// Checked by the type checker, not at run time: a busy button must say what it is busy with.
// @ts-expect-error loadingLabel is required while loading
void (<Button state="loading">In den Warenkorb</Button>);

// The ripple is decorative (aria-hidden) and has no role or name: its test id is the only handle.
const ripple = () => screen.queryByTestId('button-ripple');

describe('Button', () => {
  test('is a plain button, not a form submit, unless told otherwise', () => {
    renderWidget(<Button>In den Warenkorb</Button>);
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toHaveAttribute('type', 'button');
  });

  test('submits its form when it is a submit button', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user } = renderWidget(
      <form onSubmit={onSubmit}>
        <Button type="submit">Anmelden</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test('a click calls onClick', async () => {
    const onClick = jest.fn();
    const { user } = renderWidget(<Button onClick={onClick}>In den Warenkorb</Button>);
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('an icon next to the text does not change the name', () => {
    renderWidget(
      <Button>
        <Icon name="cart" size={16} />
        In den Warenkorb
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
  });

  describe('loading', () => {
    const renderLoading = (onClick = jest.fn()) => ({
      onClick,
      ...renderWidget(
        <Button state="loading" loadingLabel="Wird hinzugefügt" onClick={onClick}>
          In den Warenkorb
        </Button>,
      ),
    });

    test('says it is busy and what it is busy with', () => {
      renderLoading();
      const button = screen.getByRole('button', { name: /In den Warenkorb/ });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Wird hinzugefügt');
    });

    test('ignores clicks and the keyboard', async () => {
      const { user, onClick } = renderLoading();
      const button = screen.getByRole('button', { name: /In den Warenkorb/ });
      await user.click(button);
      button.focus();
      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(onClick).not.toHaveBeenCalled();
    });

    test('keeps keyboard focus: it is marked disabled, not disabled', async () => {
      const { user } = renderLoading();
      await user.tab();
      const button = screen.getByRole('button', { name: /In den Warenkorb/ });
      expect(button).toHaveFocus();
      expect(button).toBeEnabled();
      expect(button).toHaveAttribute('aria-disabled', 'true');
    });

    test('does not submit its form a second time', async () => {
      const onSubmit = jest.fn();
      const { user } = renderWidget(
        <form onSubmit={onSubmit}>
          <Button type="submit" state="loading" loadingLabel="Wird gesendet">
            Anmelden
          </Button>
        </form>,
      );
      await user.click(screen.getByRole('button', { name: /Anmelden/ }));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    test('leaves no ripple', async () => {
      const { user } = renderLoading();
      await user.click(screen.getByRole('button', { name: /In den Warenkorb/ }));
      expect(ripple()).not.toBeInTheDocument();
    });

    test('works again when the loading ends', async () => {
      const onClick = jest.fn();
      const { user, rerender } = renderLoading(onClick);
      rerender(<Button onClick={onClick}>In den Warenkorb</Button>);
      const button = screen.getByRole('button', { name: 'In den Warenkorb' });
      expect(button).not.toHaveAttribute('aria-busy');
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await user.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  test('a disabled button does not call onClick', async () => {
    const onClick = jest.fn();
    const { user } = renderWidget(
      <Button disabled onClick={onClick}>
        Zur Kasse
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Zur Kasse' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  describe('ripple', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test('shows for the minimum time after a click, then goes', async () => {
      const { user } = renderWidget(<Button>In den Warenkorb</Button>, {
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
      expect(ripple()).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(timings.rippleMinMs - 1));
      expect(ripple()).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(ripple()).not.toBeInTheDocument();
    });

    test('a click from the keyboard ripples too', async () => {
      const { user } = renderWidget(<Button>In den Warenkorb</Button>, {
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      await user.tab();
      await user.keyboard('{Enter}');
      expect(ripple()).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(timings.rippleMinMs));
      expect(ripple()).not.toBeInTheDocument();
    });

    test('Enter in a text field sends the form without a ripple on its button, which was not pressed', async () => {
      const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
      const { user } = renderWidget(
        <form onSubmit={onSubmit}>
          <input aria-label="Vorname" />
          <Button type="submit">Senden</Button>
        </form>,
        { userOptions: { advanceTimers: jest.advanceTimersByTime } },
      );
      await user.type(screen.getByRole('textbox', { name: 'Vorname' }), '{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(ripple()).not.toBeInTheDocument();
    });

    test('a second click starts the time again', async () => {
      const { user } = renderWidget(<Button>In den Warenkorb</Button>, {
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      const button = screen.getByRole('button', { name: 'In den Warenkorb' });
      await user.click(button);
      await act(() => jest.advanceTimersByTimeAsync(timings.rippleMinMs - 50));
      await user.click(button);
      await act(() => jest.advanceTimersByTimeAsync(timings.rippleMinMs - 1));
      expect(ripple()).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(ripple()).not.toBeInTheDocument();
    });

    test('is left out for people who ask for reduced motion', async () => {
      const matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
      Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
      try {
        const onClick = jest.fn();
        const { user } = renderWidget(<Button onClick={onClick}>In den Warenkorb</Button>, {
          userOptions: { advanceTimers: jest.advanceTimersByTime },
        });
        await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
        expect(onClick).toHaveBeenCalledTimes(1);
        expect(ripple()).not.toBeInTheDocument();
      } finally {
        Reflect.deleteProperty(window, 'matchMedia');
      }
    });
  });

  test('refuses a variant from content that is not one of the five', () => {
    expect(() => renderWidget(<Button variant={'danger' as ButtonVariant}>Löschen</Button>)).toThrow(
      'Unknown button variant "danger"; expected one of: primary, secondary, activating, sale, community',
    );
  });

  test('refuses an unknown size', () => {
    expect(() => renderWidget(<Button size={'medium' as ButtonSize}>Löschen</Button>)).toThrow(
      'Unknown button size "medium"; expected one of: small, large',
    );
  });

  test('refuses an unknown state', () => {
    expect(() =>
      renderWidget(
        <Button state={'busy' as 'loading'} loadingLabel="Lädt">
          Löschen
        </Button>,
      ),
    ).toThrow('Unknown button state "busy"; expected one of: none, loading');
  });
});
