import { screen } from '@testing-library/react';
import { newsletterCalls } from '../../mocks/handlers/newsletter';
import type { SiteCode } from '../../src/config/sites';
import { NewsletterSignUp, type NewsletterSignUpProps } from '../../src/features/newsletter';
import { text } from './messages';
import { renderWithProviders, type ProviderOptions } from './renderWithProviders';

/** Renders the sign-up widget in a site, with the site's texts ready to query by. */
export function renderNewsletter(
  site: SiteCode = 'DE',
  props: NewsletterSignUpProps = {},
  options: ProviderOptions = {},
) {
  const view = renderWithProviders(<NewsletterSignUp {...props} />, { site, ...options });
  const t = (id: string) => text(site, id);
  const email = () => screen.getByRole('textbox', { name: t('newsletter.email.label') });
  const submit = () => screen.getByRole('button', { name: t('newsletter.form.submit') });
  return { ...view, t, email, submit };
}

/** The create-subscriber calls the mock service received. */
export const subscriptions = () => newsletterCalls().filter((call) => call.method === 'POST');
