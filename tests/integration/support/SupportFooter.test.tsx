import { screen, within } from '@testing-library/react';
import { footerContentCalls } from '../../../mocks/handlers/footer';
import { setScenario } from '../../../mocks/scenarios';
import { siteHeaderName } from '../../../src/config/endpoints';
import type { SiteCode } from '../../../src/config/sites';
import { SupportFooter } from '../../../src/features/support';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';

async function supportFooterOf(site: SiteCode) {
  renderWithProviders(<SupportFooter />, { site });
  await settleNetwork();
  return screen.getByRole('region');
}

describe('the support footer (newsletter-footer-preview.md 2.3)', () => {
  it('shows title, address and service block, asked for with the site', async () => {
    const support = await supportFooterOf('DE');
    expect(within(support).getByRole('heading', { name: 'Kundenservice' })).toBeVisible();
    expect(within(support).getByText('SHOP Kundenservice')).toBeVisible();
    expect(within(support).getByText('Team Kundendialog')).toBeVisible();
    expect(within(support).getByText('20095 Hamburg')).toBeVisible();
    expect(within(support).getByRole('link', { name: '0800 555 1234' })).toHaveAttribute('href', 'tel:08005551234');
    expect(within(support).getByText(/Mo–Sa 8:00–20:00 Uhr/)).toBeVisible();
    expect(footerContentCalls()[0]?.headers.get(siteHeaderName)).toBe('DE');
  });

  it('HU: a callback link instead of the phone number', async () => {
    const support = await supportFooterOf('HU');
    expect(within(support).getByRole('link', { name: 'Visszahívást kérek' })).toHaveAttribute('href', '/visszahivas');
    expect(within(support).queryByText(/06 80 555 123/)).not.toBeInTheDocument();
  });

  it.each([
    ['CZ', 'Oddělení péče o zákazníky'],
    ['SK', 'Oddelenie starostlivosti o zákazníkov'],
  ] as const)('%s: the contact name is a mailto link', async (site, name) => {
    const support = await supportFooterOf(site);
    expect(within(support).getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('DE: the contact name is text', async () => {
    const support = await supportFooterOf('DE');
    expect(within(support).queryByRole('link', { name: 'Team Kundendialog' })).not.toBeInTheDocument();
  });

  it('PL: no service-name line', async () => {
    const support = await supportFooterOf('PL');
    expect(within(support).getByRole('heading', { name: 'Obsługa klienta' })).toBeVisible();
    expect(within(support).queryByText('Obsługa klienta SHOP')).not.toBeInTheDocument();
    expect(within(support).getByText('Dział Obsługi Klienta')).toBeVisible();
  });

  // jest-dom's toHaveTextContent reads a no-break space as a space, so the text itself is compared.
  it('CH_FR: the labels carry French punctuation from their messages (a no-break space before the colon)', async () => {
    const support = await supportFooterOf('CH_FR');
    const phone = within(support).getByRole('link', { name: '0800 555 121' });
    expect(phone.parentElement?.textContent).toBe('Téléphone\u00a0: 0800 555 121');
    expect(within(support).getByText(/^Horaires/u).textContent).toBe(
      'Horaires\u00a0: Du lundi au vendredi de 8 h à 18 h, le samedi de 9 h à 16 h',
    );
  });

  it('DE: label, colon and space, then the number and the hours', async () => {
    const support = await supportFooterOf('DE');
    const phone = within(support).getByRole('link', { name: '0800 555 1234' });
    expect(phone.parentElement?.textContent).toBe('Telefon: 0800 555 1234');
    expect(within(support).getByText(/^Erreichbarkeit/u).textContent).toBe('Erreichbarkeit: Mo–Sa 8:00–20:00 Uhr');
  });

  it('TR: the hotline hours', async () => {
    const support = await supportFooterOf('TR');
    expect(within(support).getByText(/Her gün 09:00-19:00/)).toBeVisible();
  });

  it.each(['none', 'error', 'badJson'])('shows nothing without content (%s)', async (scenario) => {
    setScenario('supportFooter', scenario);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<SupportFooter />);
    await settleNetwork();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // No content (404) is no failure; anything else is logged.
    const logged = warn.mock.calls.some(([message]) => /^SHOP_SUPPORT_FOOTER: .+; no content$/.test(String(message)));
    expect(logged).toBe(scenario !== 'none');
  });
});
