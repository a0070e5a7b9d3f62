import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { newsletterCalls } from '../../../mocks/handlers/newsletter';
import { setScenario } from '../../../mocks/scenarios';
import { renderNewsletter, subscriptions } from '../../support/newsletter';
import { settleNetwork } from '../../support/network';

const baseDataCalls = () => newsletterCalls().filter((call) => call.path.endsWith('/customers/base-data'));
const logIn = () => {
  document.cookie = 'LoginToken=token%20of%20anna; path=/';
};

describe('the prefill for a logged-in visitor (7)', () => {
  it('asks nobody when there is no login cookie, and starts empty', async () => {
    const { email } = renderNewsletter('AT');
    await settleNetwork();
    expect(baseDataCalls()).toHaveLength(0);
    expect(email()).toHaveValue('');
  });

  it('reads base data with the login token and fills the form; AT locks the filled names', async () => {
    logIn();
    const { user, email, submit } = renderNewsletter('AT');
    await settleNetwork();

    expect(baseDataCalls()).toHaveLength(1);
    expect(baseDataCalls()[0]!.path).toBe('/service/newsletter/api/private/customers/base-data');
    expect(baseDataCalls()[0]!.headers).toMatchObject({
      'x-logintoken': 'token of anna',
      'x-api-key': 'newsletter-frontend-placeholder',
    });
    expect(email()).toHaveValue('anna.schmidt@example.de');
    // A field holds a value: the other fields show without the e-mail field being touched.
    expect(screen.getByRole('combobox', { name: 'Anrede' })).toHaveValue('MRS');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Nachname' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Anrede' })).toBeEnabled();

    await user.click(submit());
    await settleNetwork();
    expect(subscriptions()[0]!.body).toMatchObject({
      email: 'anna.schmidt@example.de',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Schmidt',
    });
  });

  it.each(['HU', 'TR'] as const)('leaves prefilled names editable in %s', async (site) => {
    logIn();
    const { t } = renderNewsletter(site);
    await settleNetwork();
    expect(screen.getByRole('textbox', { name: t('newsletter.firstName.label') })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: t('newsletter.firstName.label') })).toBeEnabled();
  });

  it('sends only the fields the market shows, whatever the base data holds', async () => {
    logIn();
    const { user, submit } = renderNewsletter('DE');
    await settleNetwork();
    expect(screen.queryByRole('textbox', { name: 'Vorname' })).not.toBeInTheDocument();
    await user.click(submit());
    await settleNetwork();
    expect(subscriptions()[0]!.body).toEqual({
      email: 'anna.schmidt@example.de',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it.each(['error', 'network'])('yields an empty form, silently, when base data fails (%s)', async (scenario) => {
    setScenario('newsletterBaseData', scenario);
    logIn();
    const { email } = renderNewsletter('AT');
    await settleNetwork();
    expect(baseDataCalls()).toHaveLength(1);
    expect(email()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps what the visitor typed when the base data arrives later', async () => {
    setScenario('newsletterBaseData', 'slow');
    logIn();
    const { user, email } = renderNewsletter('AT');
    await user.type(email(), 'mine@example.de');
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Berta');
    expect(await screen.findByRole('combobox', { name: 'Anrede' })).toBeVisible();
    await screen.findByDisplayValue('Schmidt', {});
    expect(email()).toHaveValue('mine@example.de');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Berta');
    // The name the visitor typed stays editable; the one the prefill filled is locked.
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Nachname' })).toBeDisabled();
  });

  it('does not lock a prefilled name that breaks the name rules, so the form can still be sent', async () => {
    server.use(
      http.get('*/customers/base-data', () =>
        HttpResponse.json({ email: 'anna@example.at', firstName: 'Anna!', lastName: 'Schmidt' }),
      ),
    );
    logIn();
    const { user, submit } = renderNewsletter('AT');
    await settleNetwork();
    const firstName = screen.getByRole('textbox', { name: 'Vorname' });
    expect(firstName).toHaveValue('Anna!');
    expect(firstName).toBeEnabled();
    await user.clear(firstName);
    await user.type(firstName, 'Anna');
    await user.click(submit());
    await settleNetwork();
    expect(subscriptions()[0]!.body).toMatchObject({ firstName: 'Anna', lastName: 'Schmidt' });
  });

  it('leaves out base data of the wrong shape instead of breaking the form', async () => {
    // Each field left out is logged (docs/decisions.md, "Service answers are read leniently").
    globalThis.expectConsoleWarnings?.([/^base data firstName:/, /^base data lastName:/, /^base data salutation:/]);
    server.use(
      http.get('*/customers/base-data', () =>
        HttpResponse.json({ email: 'anna@example.hu', firstName: 42, lastName: ['x'], salutation: 'Herr' }),
      ),
    );
    logIn();
    const { email } = renderNewsletter('HU');
    await settleNetwork();
    expect(email()).toHaveValue('anna@example.hu');
    expect(screen.getByRole('textbox', { name: 'Keresztnév' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Megszólítás' })).toHaveValue('');
  });
});
