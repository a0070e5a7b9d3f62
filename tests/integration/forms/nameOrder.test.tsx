import { screen } from '@testing-library/react';
import type { SiteCode } from '../../../src/config/sites';
import { ContactForm } from '../../../src/features/support/components/ContactForm';
import { text } from '../../support/messages';
import { renderNewsletter } from '../../support/newsletter';
import { renderWithProviders } from '../../support/renderWithProviders';

/**
 * Issue 46: Hungarian forms ask for the family name first, as Hungarian writes a name; the other
 * sites the given name first. The order is the site table's (`nameOrder`); what is checked is the
 * order a keyboard reaches the fields in, which is the order they stand in.
 */
describe('the order of the name fields', () => {
  it.each([
    ['HU', 'family name first', ['newsletter.lastName.label', 'newsletter.firstName.label']],
    ['AT', 'given name first', ['newsletter.firstName.label', 'newsletter.lastName.label']],
  ] as const)('newsletter in %s: %s', async (site: SiteCode, _order, [first, second]) => {
    const { user, t, email } = renderNewsletter(site);
    await user.click(email());
    // After the e-mail, the salutation, then the names.
    await user.tab();
    expect(screen.getByRole('combobox', { name: t('newsletter.salutation.label') })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${t(first)}`, 'u') })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${t(second)}`, 'u') })).toHaveFocus();
  });

  it.each([
    ['HU', 'family name first', ['contact.form.lastName', 'contact.form.firstName']],
    ['DE', 'given name first', ['contact.form.firstName', 'contact.form.lastName']],
  ] as const)('contact form in %s: %s', async (site: SiteCode, _order, [first, second]) => {
    const { user } = renderWithProviders(<ContactForm />, { site, route: '/contact' });
    const field = (id: string) => screen.getByRole('textbox', { name: new RegExp(`^${text(site, id)}`, 'u') });
    await user.tab();
    expect(field(first)).toHaveFocus();
    await user.tab();
    expect(field(second)).toHaveFocus();
    await user.tab();
    expect(field('contact.form.email')).toHaveFocus();
  });
});
