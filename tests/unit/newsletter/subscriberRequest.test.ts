import { newsletterMarkets } from '../../../src/features/newsletter';
import { toCreateSubscriberRequest } from '../../../src/features/newsletter/subscriberRequest';

const parameters = { currentConsents: [], origin: 'onsite', originAddition: 'subsite' } as const;

describe('the create-subscriber request (newsletter-footer-preview.md 3)', () => {
  it('omits an empty salutation and empty names, and trims what it sends', () => {
    expect(
      toCreateSubscriberRequest(
        { email: ' anna@example.hu ', salutation: '', firstName: '  ', lastName: ' Kovács ', consents: [], legals: [] },
        { ...parameters, market: newsletterMarkets.HU },
      ),
    ).toEqual({
      email: 'anna@example.hu',
      lastName: 'Kovács',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('leaves out fields the market does not show', () => {
    expect(
      toCreateSubscriberRequest(
        { email: 'anna@example.de', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt', consents: ['DNE'] },
        { ...parameters, market: newsletterMarkets.DE },
      ),
    ).toEqual({ email: 'anna@example.de', consents: ['DNE'], origin: 'onsite', originAddition: 'subsite' });
  });

  it('removes DNE when the page’s consents already contain it', () => {
    const request = toCreateSubscriberRequest(
      { email: 'anna@example.de', consents: ['DNE'] },
      { ...parameters, currentConsents: ['DNE'], market: newsletterMarkets.DE },
    );
    expect(request.consents).toEqual([]);
  });

  it('keeps DNE when the page holds other consents only', () => {
    const request = toCreateSubscriberRequest(
      { email: 'anna@example.de', consents: ['DNE'] },
      { ...parameters, currentConsents: ['NEWSLETTER'], market: newsletterMarkets.DE },
    );
    expect(request.consents).toEqual(['DNE']);
  });

  it('sends the TR newsletter checkbox as the NEWSLETTER consent, once', () => {
    const request = toCreateSubscriberRequest(
      { email: 'a@example.com.tr', consents: ['DNE'], legals: ['NEWSLETTER', 'NEWSLETTER'] },
      { ...parameters, market: newsletterMarkets.TR },
    );
    expect(request.consents).toEqual(['DNE', 'NEWSLETTER']);
  });

  it('ignores legals outside TR', () => {
    const request = toCreateSubscriberRequest(
      { email: 'a@example.de', legals: ['NEWSLETTER'] },
      { ...parameters, market: newsletterMarkets.DE },
    );
    expect(request.consents).toEqual([]);
  });
});
