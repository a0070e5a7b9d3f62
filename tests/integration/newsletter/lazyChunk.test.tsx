import { act, screen } from '@testing-library/react';
import { newsletterCalls } from '../../../mocks/handlers/newsletter';
import { LazyNewsletterDoubleOptIn, LazyNewsletterSignUp } from '../../../src/app/pages/LazyNewsletter';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';

type NewsletterModule = typeof import('../../../src/features/newsletter');

// The chunk's download is held until the test lets it arrive.
let mockArrive: (module: NewsletterModule) => void = () => {};
const mockChunk = new Promise<NewsletterModule>((resolve) => (mockArrive = resolve));
jest.mock('../../../src/app/pages/newsletterChunk', () => ({ loadNewsletterChunk: () => mockChunk }));

it('a widget mounted before its chunk arrived is never remounted: typing is kept, the DOI call goes once', async () => {
  const page = () => (
    <>
      <LazyNewsletterSignUp />
      <LazyNewsletterDoubleOptIn subscriberToken="abc-123" />
    </>
  );
  const { user, rerender } = renderWithProviders(page());
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

  await act(async () => mockArrive(jest.requireActual('../../../src/features/newsletter')));
  const email = await screen.findByRole('textbox', { name: 'E-Mail-Adresse' });
  await user.type(email, 'anna@example.com');
  await settleNetwork();

  // The page renders again (its route, its store): the widgets stay the ones the visitor uses.
  rerender(page());
  await settleNetwork();
  expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('anna@example.com');
  expect(newsletterCalls().filter((call) => call.path.endsWith('/doi'))).toHaveLength(1);
});
