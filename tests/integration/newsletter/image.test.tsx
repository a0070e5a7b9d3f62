import { screen, within } from '@testing-library/react';
import { renderNewsletter } from '../../support/newsletter';

/**
 * A discount as the locale writes it in this ICU ("10 %" in German, "%10" in Turkish; the space
 * may differ between ICU versions and browsers), spaced as the text queries read it.
 */
const percent = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100).replace(/\s+/g, ' ');

/** The <picture>'s other source: the browser shows it where its media query holds. */
// eslint-disable-next-line testing-library/no-node-access -- a <picture>'s sources have no role
const otherSource = (image: HTMLElement) => image.parentElement!.querySelector('source');

describe('the image block (2.1)', () => {
  // The browser picks the picture by its viewport (e2e: newsletter.test.ts checks which one it shows).
  it('offers the 273x273 tablet image below 1024 px, with its alt text and the discount bubble', () => {
    renderNewsletter('DE');
    const image = screen.getByRole('img', { name: 'Eine lächelnde Frau schaut auf ihr Smartphone' });
    const tablet = otherSource(image);
    expect(tablet).toHaveAttribute('media', '(max-width: 1023px)');
    expect(tablet).toHaveAttribute('srcset', '/service/newsletter/form/images/newsletter-tablet');
    expect(tablet).toHaveAttribute('width', '273');
    expect(tablet).toHaveAttribute('height', '273');
    expect(screen.getByText(`${percent('de-DE', 10)} Willkommens\u00ADgutschein`)).toBeVisible();
  });

  it('has the 400x300 desktop image as the fallback (2.1), shown from 1024 px', () => {
    renderNewsletter('DE');
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', '/service/newsletter/form/images/newsletter-desktop');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
  });

  it('fetches its image before other images where it is the page’s main content, not in the footer', () => {
    const { unmount } = renderNewsletter('DE', { prominent: true });
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    unmount();
    renderNewsletter('DE');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
  });

  it('has the voucher footnote with its conditions link by default, and drops it on request', () => {
    const { unmount } = renderNewsletter('DE');
    const footnote = screen.getByText(`Der ${percent('de-DE', 10)} Willkommensgutschein gilt für viele Artikel`, {
      exact: false,
    });
    expect(within(footnote).getByRole('link', { name: 'Gutscheinbedingungen' })).toHaveAttribute(
      'href',
      '/service/gutscheinbedingungen',
    );
    unmount();
    renderNewsletter('DE', { showVoucherFootnote: false });
    expect(screen.queryByRole('link', { name: 'Gutscheinbedingungen' })).not.toBeInTheDocument();
  });

  it('states HU’s voucher terms: a month, once, not for coffee, capsules or gift cards', () => {
    renderNewsletter('HU');
    expect(
      screen.getByText(
        /a feliratkozástól számított 1 hónapig érvényes, egyszer használható fel, és nem vonatkozik kávéra/,
      ),
    ).toBeVisible();
  });

  it('formats the discount the site’s way', () => {
    renderNewsletter('TR');
    expect(screen.getByText(`${percent('tr-TR', 10)} hoş geldin kuponu`)).toBeVisible();
  });

  it('takes title, images, alt text, discount and bubble text from its props', () => {
    renderNewsletter('DE', {
      title: 'Bleiben Sie auf dem Laufenden',
      images: { desktop: '/d.jpg', tablet: '/t.jpg' },
      altText: 'Kaffeetasse',
      discount: 15,
      welcomeVoucher: 'Sommer-Gutschein',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Bleiben Sie auf dem Laufenden' })).toBeVisible();
    const image = screen.getByRole('img', { name: 'Kaffeetasse' });
    expect(image).toHaveAttribute('src', '/d.jpg');
    expect(otherSource(image)).toHaveAttribute('srcset', '/t.jpg');
    expect(screen.getByText('Sommer-Gutschein')).toBeVisible();
    expect(screen.getByText(`einen ${percent('de-DE', 15)} Willkommensgutschein`, { exact: false })).toBeVisible();
  });
});
