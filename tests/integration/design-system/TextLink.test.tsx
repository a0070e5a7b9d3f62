import { screen } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { TextLink } from '../../../src/design-system/TextLink/TextLink';
import type { TextLinkSize, TextLinkVariant } from '../../../src/design-system/TextLink/textLinkRules';
import { renderWidget } from '../../support/renderWidget';

describe('TextLink', () => {
  test('a link inside the shop opens in the same tab', () => {
    renderWidget(<TextLink href="/filialfinder">Filialfinder</TextLink>);
    const link = screen.getByRole('link', { name: 'Filialfinder' });
    expect(link).toHaveAttribute('href', '/filialfinder');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  test.each(['https://www.instagram.com/shop', 'HTTP://example.com', 'mailto:service@example.com'])(
    '%s opens in a new tab without access to the shop page',
    (href) => {
      renderWidget(<TextLink href={href}>Extern</TextLink>);
      const link = screen.getByRole('link', { name: 'Extern' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  test('an external link can tell screen readers that it opens a new tab', () => {
    renderWidget(
      <TextLink href="https://www.instagram.com/shop" newTabHint="öffnet in einem neuen Tab">
        Instagram
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Instagram öffnet in einem neuen Tab' })).toBeInTheDocument();
  });

  test('the new-tab hint is left out on a link that stays in the tab', () => {
    renderWidget(
      <TextLink href="/agb" newTabHint="öffnet in einem neuen Tab">
        AGB
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'AGB' })).toBeInTheDocument();
  });

  test('a click reaches the onClick handler', async () => {
    const onClick = jest.fn((event: MouseEvent) => event.preventDefault());
    const { user } = renderWidget(
      <TextLink href="/agb" onClick={onClick}>
        AGB
      </TextLink>,
    );
    await user.click(screen.getByRole('link', { name: 'AGB' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  describe('disabled', () => {
    const renderDisabled = () => {
      const onClick = jest.fn();
      const seen: boolean[] = [];
      const view = renderWidget(
        // The page's own click listener: it sees whether the browser would still follow the link.
        <div onClick={(event) => seen.push(event.defaultPrevented)}>
          <button type="button">Vorher</button>
          <TextLink href="https://www.example.com" disabled onClick={onClick}>
            Gutschein einlösen
          </TextLink>
          <button type="button">Nachher</button>
        </div>,
      );
      return { ...view, onClick, seen, link: screen.getByRole('link', { name: 'Gutschein einlösen' }) };
    };

    test('is still a link, marked disabled', () => {
      const { link } = renderDisabled();
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).toHaveAttribute('href', 'https://www.example.com');
    });

    test('a click does not navigate and does not reach onClick', async () => {
      const { user, link, onClick, seen } = renderDisabled();
      await user.click(link);
      expect(seen).toEqual([true]);
      expect(onClick).not.toHaveBeenCalled();
    });

    test('Enter does not navigate', async () => {
      const { user, link, onClick, seen } = renderDisabled();
      link.focus();
      await user.keyboard('{Enter}');
      expect(seen).toEqual([true]);
      expect(onClick).not.toHaveBeenCalled();
    });

    test('is not in the tab order', async () => {
      const { user } = renderDisabled();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Vorher' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Nachher' })).toHaveFocus();
    });
  });

  test('refuses an unknown size', () => {
    expect(() =>
      renderWidget(
        <TextLink href="/agb" size={'huge' as TextLinkSize}>
          AGB
        </TextLink>,
      ),
    ).toThrow('Unknown text link size "huge"; expected one of: small, medium, large');
  });

  test('refuses an unknown variant', () => {
    expect(() =>
      renderWidget(
        <TextLink href="/agb" variant={'danger' as TextLinkVariant}>
          AGB
        </TextLink>,
      ),
    ).toThrow('Unknown text link variant "danger"; expected one of: primary, secondary, inverse');
  });
});
