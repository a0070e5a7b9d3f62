import type { SiteCode } from '../../src/config/sites';
import type { IconName } from '../../src/design-system/Icon/icons';
import type { LogoKey } from '../../src/features/footer/types';

/*
 * The mock promotion service's footer answers (newsletter-footer-preview.md 2.2, 2.3, 3):
 * SHOP_FOOTER and SHOP_SUPPORT_FOOTER as a CMS editor writes them, per site and in its language
 * (de-CH writes 'ss' for 'ß'; the formal address throughout). The content is the raw JSON before
 * the client's checks in src/features/footer/types.ts (the hostile content is in hostileContent.ts).
 *
 * Logo keys per site (every one of the 33 keys in types.ts is used at least once):
 *
 *   site   | paymentAndDelivery                                        | qualityLogos
 *   -------+-----------------------------------------------------------+-----------------------------------------------
 *   DE     | paypal visa mastercard dhl hermes express green           | bevh euTrustmark qualitaet anthrazit
 *   AT     | paypal visa mastercard postAT dhl                         | atGuetezeichen2023 hvAustria jclAT gptw
 *   CH     | pfdc pfef visa mastercard paypal chPost sps               | chVersand gutGemacht
 *   CH_FR  | pfdc pfef visa mastercard paypal chFrPost                 | chFRVersand trustEcoEu
 *   CZ     | visa mastercard paypal czDpd                              | trustEcoEu
 *   HU     | visa mastercard paypal dhl                                | (none)
 *   PL     | visa mastercard paypal dhl                                | (none)
 *   SK     | visa mastercard dhl                                       | trustEcoEu
 *   TR     | visa mastercard trAmex trBkm hepsijet horoz kolaygelsin   | gptw
 *          | mngKargo yurticikargo                                     |
 *
 * pfdc and pfef are read as the PostFinance Card and PostFinance E-Finance, Swiss payment methods.
 */

// ---------------------------------------------------------------------------------------------
// The content as the CMS writes it (before the client's checks in types.ts)

type RawLink = { text: string; url: string };
type RawLinkedIcon = { iconName: IconName; link: RawLink };
type RawTeaserGroup = {
  heading: { iconName: IconName; link: RawLink };
  hideGroupInCheckout: boolean;
  introductoryText: string;
  links: { link: RawLink; hideInClassic: boolean }[];
  images: { label: string; source: string }[];
};
type RawQualityLogo = {
  link: RawLink;
  image: { source: LogoKey; label: string; width: number; height: number };
};
type RawFooterContent = {
  headline: string;
  teaser: { groups: RawTeaserGroup[] };
  seo: { heading: string; columns: { links: RawLink[] }[] };
  socialMedia: { heading: string; socialMediaIcons: RawLinkedIcon[] };
  appReferences: { heading: string; appIcons: RawLinkedIcon[] };
  groupedIcons: { heading: string; linkedIcons: RawLinkedIcon[] };
  paymentAndDelivery: { heading: string; logos: RawQualityLogo[] };
  legalLinks: RawLink[];
  viewChanger: { toMobile: RawLink; toDesktop: RawLink };
  qualityLogos: RawQualityLogo[];
  /** DE, AT, CH and CH_FR only. */
  salesTax?: { textBeforeLink: string; link: RawLink; textAfterLink: string };
};
type RawSupportContent = {
  title: string;
  address: { serviceName: string; contactName: string; contactEmail: string; zip: string; note: string };
  service: { phone: string; openingHours: string; callback?: { text: string; link: RawLink } };
};

/** Where the mock image handler serves the teaser pictures. */
const footerImagePath = '/mock-images/footer';

// ---------------------------------------------------------------------------------------------
// Footer content

const footerContents: Readonly<Record<SiteCode, RawFooterContent>> = {
  DE: {
    headline: 'Wir sind für Sie da',
    teaser: {
      groups: [
        {
          heading: { iconName: 'info', link: { text: 'Service & Hilfe', url: '/hilfe' } },
          hideGroupInCheckout: false,
          introductoryText: 'Antworten auf Ihre Fragen rund um Bestellung, Lieferung und Rückgabe.',
          links: [
            { link: { text: 'Häufige Fragen', url: '/hilfe/faq' }, hideInClassic: false },
            { link: { text: 'Versand & Lieferung', url: '/hilfe/versand' }, hideInClassic: false },
            { link: { text: 'Rücksendung & Umtausch', url: '/hilfe/ruecksendung' }, hideInClassic: false },
            { link: { text: 'Kontakt', url: '/contact' }, hideInClassic: false },
            { link: { text: 'Mein Konto', url: '/account' }, hideInClassic: false },
            { link: { text: 'Alle Services im Überblick', url: '/hilfe' }, hideInClassic: true },
          ],
          images: [],
        },
        {
          heading: { iconName: 'beanPoints', link: { text: 'Kundenkarte', url: '/kundenkarte' } },
          hideGroupInCheckout: false,
          introductoryText: 'Sammeln Sie bei jedem Einkauf Bohnenpunkte und sichern Sie sich exklusive Vorteile.',
          links: [
            {
              link: { text: 'Jetzt kostenlos anmelden', url: '/kundenkarte/kostenlos-registrieren' },
              hideInClassic: false,
            },
            { link: { text: 'Ihre Vorteile', url: '/kundenkarte/vorteile' }, hideInClassic: false },
            { link: { text: 'Bohnenpunkte einlösen', url: '/kundenkarte/bohnenpunkte' }, hideInClassic: false },
            { link: { text: 'Newsletter abonnieren', url: '/subscribenewsletter' }, hideInClassic: false },
          ],
          images: [
            { label: 'Die Kundenkarte', source: `${footerImagePath}/loyalty-card.svg` },
            { label: 'Bohnenpunkte sammeln', source: `${footerImagePath}/bean-points.svg` },
          ],
        },
        {
          heading: { iconName: 'coffeeSubscription', link: { text: 'Kaffee-Abo', url: '/kaffee-abo' } },
          hideGroupInCheckout: true,
          introductoryText: 'Ihr Lieblingskaffee kommt regelmäßig und versandkostenfrei zu Ihnen nach Hause.',
          links: [
            { link: { text: 'So funktioniert’s', url: '/kaffee-abo/so-funktionierts' }, hideInClassic: false },
            { link: { text: 'Abo abschließen', url: '/kaffee-abo/abschliessen' }, hideInClassic: false },
            { link: { text: 'Abo verwalten', url: '/kaffee-abo/verwalten' }, hideInClassic: false },
            { link: { text: 'Fragen zum Kaffee-Abo', url: '/hilfe/kaffee-abo' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'store', link: { text: 'Filialen', url: '/service/storefinder/' } },
          hideGroupInCheckout: false,
          introductoryText: 'Besuchen Sie uns in einer unserer Filialen und Kaffeebars in Ihrer Nähe.',
          links: [
            { link: { text: 'Filiale finden', url: '/service/storefinder/' }, hideInClassic: false },
            {
              link: { text: 'Online bestellen, in der Filiale abholen', url: '/hilfe/click-and-collect' },
              hideInClassic: false,
            },
            { link: { text: 'Rückgabe in der Filiale', url: '/hilfe/rueckgabe-filiale' }, hideInClassic: false },
            { link: { text: 'Geschenkkarten', url: '/geschenkkarten' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'community', link: { text: 'Über uns', url: '/unternehmen' } },
          hideGroupInCheckout: true,
          introductoryText: '',
          links: [
            { link: { text: 'Unternehmen', url: '/unternehmen' }, hideInClassic: false },
            { link: { text: 'Nachhaltigkeit', url: '/nachhaltigkeit' }, hideInClassic: false },
            { link: { text: 'Karriere', url: 'https://karriere.example.com/de' }, hideInClassic: false },
            { link: { text: 'Presse', url: 'mailto:presse-de@example.com' }, hideInClassic: false },
          ],
          images: [],
        },
      ],
    },
    seo: {
      heading: 'Beliebte Kategorien',
      columns: [
        {
          links: [
            { text: 'Kaffeebohnen', url: '/kaffee/kaffeebohnen' },
            { text: 'Kaffeekapseln', url: '/kaffee/kapseln' },
            { text: 'Gemahlener Kaffee', url: '/kaffee/gemahlen' },
            { text: 'Espresso', url: '/kaffee/espresso' },
            { text: 'Kaffeevollautomaten', url: '/kaffeemaschinen/vollautomaten' },
          ],
        },
        {
          links: [
            { text: 'Damenmode', url: '/damen' },
            { text: 'Herrenmode', url: '/herren' },
            { text: 'Kindermode', url: '/kinder' },
            { text: 'Wäsche & Nachtwäsche', url: '/damen/waesche' },
            { text: 'Sportbekleidung', url: '/sport' },
          ],
        },
        {
          links: [
            { text: 'Bettwäsche', url: '/wohnen/bettwaesche' },
            { text: 'Möbel', url: '/wohnen/moebel' },
            { text: 'Deko & Accessoires', url: '/wohnen/deko' },
            { text: 'Leuchten', url: '/wohnen/leuchten' },
            { text: 'Teppiche', url: '/wohnen/teppiche' },
          ],
        },
        {
          links: [
            { text: 'Töpfe & Pfannen', url: '/kueche/toepfe-pfannen' },
            { text: 'Küchenhelfer', url: '/kueche/kuechenhelfer' },
            { text: 'Geschirr', url: '/kueche/geschirr' },
            { text: 'Aufbewahrung', url: '/kueche/aufbewahrung' },
          ],
        },
      ],
    },
    socialMedia: {
      heading: 'Folgen Sie uns',
      socialMediaIcons: [
        { iconName: 'facebook', link: { text: 'Facebook', url: 'https://www.facebook.com/example-shop-de' } },
        { iconName: 'instagram', link: { text: 'Instagram', url: 'https://www.instagram.com/example_shop_de' } },
        { iconName: 'youtube', link: { text: 'YouTube', url: 'https://www.youtube.com/@example-shop-de' } },
        { iconName: 'pinterest', link: { text: 'Pinterest', url: 'https://www.pinterest.com/exampleshopde' } },
      ],
    },
    appReferences: {
      heading: 'Unsere App',
      appIcons: [
        {
          iconName: 'appStore',
          link: { text: 'Im App Store laden', url: 'https://apps.apple.com/de/app/example-shop/id5550000001' },
        },
        {
          iconName: 'googlePlay',
          link: {
            text: 'Jetzt bei Google Play',
            url: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=de&gl=DE',
          },
        },
      ],
    },
    groupedIcons: {
      heading: 'Unsere Welten',
      linkedIcons: [
        { iconName: 'beanPoints', link: { text: 'Bohnenpunkte', url: '/kundenkarte/bohnenpunkte' } },
        { iconName: 'coffeeSubscription', link: { text: 'Kaffee-Abo', url: '/kaffee-abo' } },
        { iconName: 'mobileOffer', link: { text: 'Mobilfunk', url: '/mobilfunk' } },
        { iconName: 'sale', link: { text: 'Sale', url: '/sale' } },
      ],
    },
    paymentAndDelivery: {
      heading: 'Bezahlen & Versand',
      logos: [
        {
          link: { text: 'PayPal', url: 'https://www.paypal.example.com/de' },
          image: { source: 'paypal', label: 'Bezahlen mit PayPal', width: 80, height: 32 },
        },
        {
          link: { text: 'Visa', url: 'https://www.visa.example.com/de' },
          image: { source: 'visa', label: 'Bezahlen mit Visa', width: 60, height: 32 },
        },
        {
          link: { text: 'Mastercard', url: 'https://www.mastercard.example.com/de' },
          image: { source: 'mastercard', label: 'Bezahlen mit Mastercard', width: 52, height: 32 },
        },
        {
          link: { text: 'DHL', url: 'https://www.dhl.example.com/de' },
          image: { source: 'dhl', label: 'Versand mit DHL', width: 80, height: 32 },
        },
        {
          link: { text: 'Hermes', url: 'https://www.myhermes.example.com' },
          image: { source: 'hermes', label: 'Versand mit Hermes', width: 80, height: 32 },
        },
        {
          link: { text: 'DHL Express', url: 'https://www.dhl.example.com/de/express' },
          image: { source: 'express', label: 'Expresslieferung am nächsten Werktag', width: 80, height: 32 },
        },
        {
          link: { text: 'DHL GoGreen', url: 'https://www.dhl.example.com/de/gogreen' },
          image: { source: 'green', label: 'Klimafreundlicher Versand', width: 64, height: 32 },
        },
      ],
    },
    legalLinks: [
      { text: 'Impressum', url: '/impressum' },
      { text: 'Datenschutz', url: '/datenschutz' },
      { text: 'AGB', url: '/agb' },
      { text: 'Cookie-Einstellungen', url: '/cookie-einstellungen' },
      { text: 'Widerrufsbelehrung', url: '/widerrufsbelehrung' },
    ],
    viewChanger: {
      toMobile: { text: 'Zur mobilen Ansicht', url: '/?view=mobile' },
      toDesktop: { text: 'Zur Desktop-Ansicht', url: '/?view=desktop' },
    },
    qualityLogos: [
      {
        link: { text: 'bevh', url: 'https://www.bevh.example.org' },
        image: {
          source: 'bevh',
          label: 'Mitglied im Bundesverband E-Commerce und Versandhandel (bevh)',
          width: 100,
          height: 40,
        },
      },
      {
        link: { text: 'Ecommerce Europe Trustmark', url: 'https://www.ecommercetrustmark.example.eu' },
        image: { source: 'euTrustmark', label: 'Ecommerce Europe Trustmark', width: 56, height: 56 },
      },
      {
        link: { text: 'Servicequalität', url: 'https://www.servicequalitaet.example.org' },
        image: { source: 'qualitaet', label: 'Ausgezeichnete Servicequalität', width: 80, height: 48 },
      },
      {
        link: { text: 'Siegel für nachhaltige Textilien', url: 'https://www.textilsiegel.example.org' },
        image: { source: 'anthrazit', label: 'Siegel für nachhaltig hergestellte Textilien', width: 60, height: 60 },
      },
    ],
    salesTax: {
      textBeforeLink: '* Alle Preise inkl. gesetzl. MwSt. zzgl. ',
      link: { text: 'Versandkosten', url: '/hilfe/versandkosten' },
      textAfterLink: ', sofern nicht anders angegeben.',
    },
  },

  AT: {
    headline: 'Wir sind gerne für Sie da',
    teaser: {
      groups: [
        {
          heading: { iconName: 'info', link: { text: 'Service & Hilfe', url: '/hilfe' } },
          hideGroupInCheckout: false,
          introductoryText: 'Antworten auf Ihre Fragen zu Bestellung, Zustellung und Rücksendung.',
          links: [
            { link: { text: 'Häufige Fragen', url: '/hilfe/faq' }, hideInClassic: false },
            { link: { text: 'Versand & Zustellung', url: '/hilfe/versand' }, hideInClassic: false },
            { link: { text: 'Rücksendung & Umtausch', url: '/hilfe/ruecksendung' }, hideInClassic: false },
            { link: { text: 'Zahlungsarten', url: '/hilfe/zahlung' }, hideInClassic: false },
            { link: { text: 'Kontakt', url: '/contact' }, hideInClassic: false },
            { link: { text: 'Mein Konto', url: '/account' }, hideInClassic: true },
          ],
          images: [],
        },
        {
          heading: { iconName: 'beanPoints', link: { text: 'Kundenkarte', url: '/kundenkarte' } },
          hideGroupInCheckout: false,
          introductoryText: 'Sammeln Sie bei jedem Einkauf Bohnenpunkte und genießen Sie exklusive Vorteile.',
          links: [
            {
              link: { text: 'Jetzt kostenlos anmelden', url: '/kundenkarte/kostenlos-registrieren' },
              hideInClassic: false,
            },
            { link: { text: 'Ihre Vorteile', url: '/kundenkarte/vorteile' }, hideInClassic: false },
            { link: { text: 'Bohnenpunkte einlösen', url: '/kundenkarte/bohnenpunkte' }, hideInClassic: false },
            { link: { text: 'Newsletter abonnieren', url: '/subscribenewsletter' }, hideInClassic: false },
          ],
          images: [{ label: 'Die Kundenkarte', source: `${footerImagePath}/loyalty-card.svg` }],
        },
        {
          heading: { iconName: 'coffeeSubscription', link: { text: 'Kaffee-Abo', url: '/kaffee-abo' } },
          hideGroupInCheckout: true,
          introductoryText: 'Ihr Lieblingskaffee kommt regelmäßig und versandkostenfrei zu Ihnen nach Hause.',
          links: [
            { link: { text: 'So funktioniert’s', url: '/kaffee-abo/so-funktionierts' }, hideInClassic: false },
            { link: { text: 'Abo abschließen', url: '/kaffee-abo/abschliessen' }, hideInClassic: false },
            { link: { text: 'Abo verwalten', url: '/kaffee-abo/verwalten' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'store', link: { text: 'Filialen', url: '/service/storefinder/' } },
          hideGroupInCheckout: false,
          introductoryText: 'Besuchen Sie uns in einer unserer Filialen in ganz Österreich.',
          links: [
            { link: { text: 'Filiale finden', url: '/service/storefinder/' }, hideInClassic: false },
            {
              link: { text: 'Online bestellen, in der Filiale abholen', url: '/hilfe/click-and-collect' },
              hideInClassic: false,
            },
            { link: { text: 'Geschenkkarten', url: '/geschenkkarten' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'community', link: { text: 'Über uns', url: '/unternehmen' } },
          hideGroupInCheckout: true,
          introductoryText: '',
          links: [
            { link: { text: 'Unternehmen', url: '/unternehmen' }, hideInClassic: false },
            { link: { text: 'Nachhaltigkeit', url: '/nachhaltigkeit' }, hideInClassic: false },
            { link: { text: 'Karriere', url: 'https://karriere.example.com/at' }, hideInClassic: false },
            { link: { text: 'Presse', url: 'mailto:presse-at@example.com' }, hideInClassic: false },
          ],
          images: [],
        },
      ],
    },
    seo: {
      heading: 'Beliebte Kategorien',
      columns: [
        {
          links: [
            { text: 'Kaffeebohnen', url: '/kaffee/kaffeebohnen' },
            { text: 'Kaffeekapseln', url: '/kaffee/kapseln' },
            { text: 'Gemahlener Kaffee', url: '/kaffee/gemahlen' },
            { text: 'Kaffeevollautomaten', url: '/kaffeemaschinen/vollautomaten' },
          ],
        },
        {
          links: [
            { text: 'Damenmode', url: '/damen' },
            { text: 'Herrenmode', url: '/herren' },
            { text: 'Kindermode', url: '/kinder' },
            { text: 'Trachtenmode', url: '/damen/tracht' },
            { text: 'Sportbekleidung', url: '/sport' },
          ],
        },
        {
          links: [
            { text: 'Bettwäsche', url: '/wohnen/bettwaesche' },
            { text: 'Möbel', url: '/wohnen/moebel' },
            { text: 'Deko & Accessoires', url: '/wohnen/deko' },
            { text: 'Leuchten', url: '/wohnen/leuchten' },
          ],
        },
        {
          links: [
            { text: 'Töpfe & Pfannen', url: '/kueche/toepfe-pfannen' },
            { text: 'Küchenhelfer', url: '/kueche/kuechenhelfer' },
            { text: 'Geschirr', url: '/kueche/geschirr' },
            { text: 'Vorratsdosen', url: '/kueche/aufbewahrung' },
          ],
        },
      ],
    },
    socialMedia: {
      heading: 'Folgen Sie uns',
      socialMediaIcons: [
        { iconName: 'facebook', link: { text: 'Facebook', url: 'https://www.facebook.com/example-shop-at' } },
        { iconName: 'instagram', link: { text: 'Instagram', url: 'https://www.instagram.com/example_shop_at' } },
        { iconName: 'youtube', link: { text: 'YouTube', url: 'https://www.youtube.com/@example-shop-at' } },
        { iconName: 'pinterest', link: { text: 'Pinterest', url: 'https://www.pinterest.com/exampleshopat' } },
      ],
    },
    appReferences: {
      heading: 'Unsere App',
      appIcons: [
        {
          iconName: 'appStore',
          link: { text: 'Im App Store laden', url: 'https://apps.apple.com/at/app/example-shop/id5550000001' },
        },
        {
          iconName: 'googlePlay',
          link: {
            text: 'Jetzt bei Google Play',
            url: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=de&gl=AT',
          },
        },
      ],
    },
    groupedIcons: {
      heading: 'Unsere Welten',
      linkedIcons: [
        { iconName: 'beanPoints', link: { text: 'Bohnenpunkte', url: '/kundenkarte/bohnenpunkte' } },
        { iconName: 'coffeeSubscription', link: { text: 'Kaffee-Abo', url: '/kaffee-abo' } },
        { iconName: 'mobileOffer', link: { text: 'Mobilfunk', url: '/mobilfunk' } },
        { iconName: 'wishlist', link: { text: 'Merkliste', url: '/merkliste' } },
      ],
    },
    paymentAndDelivery: {
      heading: 'Bezahlen & Versand',
      logos: [
        {
          link: { text: 'PayPal', url: 'https://www.paypal.example.com/at' },
          image: { source: 'paypal', label: 'Bezahlen mit PayPal', width: 80, height: 32 },
        },
        {
          link: { text: 'Visa', url: 'https://www.visa.example.com/at' },
          image: { source: 'visa', label: 'Bezahlen mit Visa', width: 60, height: 32 },
        },
        {
          link: { text: 'Mastercard', url: 'https://www.mastercard.example.com/at' },
          image: { source: 'mastercard', label: 'Bezahlen mit Mastercard', width: 52, height: 32 },
        },
        {
          link: { text: 'Österreichische Post', url: 'https://www.post.example.at' },
          image: { source: 'postAT', label: 'Zustellung durch die Österreichische Post', width: 80, height: 32 },
        },
        {
          link: { text: 'DHL', url: 'https://www.dhl.example.com/at' },
          image: { source: 'dhl', label: 'Versand mit DHL', width: 80, height: 32 },
        },
      ],
    },
    legalLinks: [
      { text: 'Impressum', url: '/impressum' },
      { text: 'Datenschutz', url: '/datenschutz' },
      { text: 'AGB', url: '/agb' },
      { text: 'Cookie-Einstellungen', url: '/cookie-einstellungen' },
      { text: 'Rücktrittsrecht', url: '/ruecktrittsrecht' },
    ],
    viewChanger: {
      toMobile: { text: 'Zur mobilen Ansicht', url: '/?view=mobile' },
      toDesktop: { text: 'Zur Desktop-Ansicht', url: '/?view=desktop' },
    },
    qualityLogos: [
      {
        link: { text: 'Österreichisches E-Commerce-Gütezeichen', url: 'https://www.guetezeichen.example.at' },
        image: {
          source: 'atGuetezeichen2023',
          label: 'Österreichisches E-Commerce-Gütezeichen 2023',
          width: 60,
          height: 60,
        },
      },
      {
        link: { text: 'Handelsverband Österreich', url: 'https://www.handelsverband.example.at' },
        image: { source: 'hvAustria', label: 'Mitglied im Handelsverband Österreich', width: 100, height: 40 },
      },
      {
        link: { text: 'JCL Österreich', url: 'https://www.jcl.example.at' },
        image: { source: 'jclAT', label: 'JCL Österreich – geprüfter Onlineshop', width: 80, height: 40 },
      },
      {
        link: { text: 'Great Place to Work Österreich', url: 'https://www.greatplacetowork.example.at' },
        image: { source: 'gptw', label: 'Great Place to Work – ausgezeichneter Arbeitgeber', width: 48, height: 60 },
      },
    ],
    salesTax: {
      textBeforeLink: '* Alle Preise inkl. gesetzl. USt. zzgl. ',
      link: { text: 'Versandkosten', url: '/hilfe/versandkosten' },
      textAfterLink: ', sofern nicht anders angegeben.',
    },
  },

  CH: {
    headline: 'Gerne für Sie da',
    teaser: {
      groups: [
        {
          heading: { iconName: 'info', link: { text: 'Service & Hilfe', url: '/hilfe' } },
          hideGroupInCheckout: false,
          introductoryText: 'Antworten auf Ihre Fragen rund um Bestellung, Lieferung und Rücksendung.',
          links: [
            { link: { text: 'Häufige Fragen', url: '/hilfe/faq' }, hideInClassic: false },
            { link: { text: 'Versand & Lieferung', url: '/hilfe/versand' }, hideInClassic: false },
            { link: { text: 'Rücksendung', url: '/hilfe/ruecksendung' }, hideInClassic: false },
            { link: { text: 'Kontakt', url: '/contact' }, hideInClassic: false },
            { link: { text: 'Mein Konto', url: '/account' }, hideInClassic: false },
            { link: { text: 'Alle Services im Überblick', url: '/hilfe' }, hideInClassic: true },
          ],
          images: [],
        },
        {
          heading: { iconName: 'beanPoints', link: { text: 'Kundenkarte', url: '/kundenkarte' } },
          hideGroupInCheckout: false,
          introductoryText: 'Sammeln Sie bei jedem Einkauf Bohnenpunkte und profitieren Sie von exklusiven Vorteilen.',
          links: [
            {
              link: { text: 'Jetzt kostenlos anmelden', url: '/kundenkarte/kostenlos-registrieren' },
              hideInClassic: false,
            },
            { link: { text: 'Ihre Vorteile', url: '/kundenkarte/vorteile' }, hideInClassic: false },
            { link: { text: 'Bohnenpunkte einlösen', url: '/kundenkarte/bohnenpunkte' }, hideInClassic: false },
            { link: { text: 'Newsletter abonnieren', url: '/subscribenewsletter' }, hideInClassic: false },
          ],
          images: [{ label: 'Die Kundenkarte', source: `${footerImagePath}/loyalty-card.svg` }],
        },
        {
          heading: { iconName: 'coffeeSubscription', link: { text: 'Kaffee-Abo', url: '/kaffee-abo' } },
          hideGroupInCheckout: true,
          introductoryText: 'Ihr Lieblingskaffee kommt regelmässig und ohne Versandkosten zu Ihnen nach Hause.',
          links: [
            { link: { text: 'So funktioniert’s', url: '/kaffee-abo/so-funktionierts' }, hideInClassic: false },
            { link: { text: 'Abo abschliessen', url: '/kaffee-abo/abschliessen' }, hideInClassic: false },
            { link: { text: 'Abo verwalten', url: '/kaffee-abo/verwalten' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'store', link: { text: 'Filialen', url: '/service/storefinder/' } },
          hideGroupInCheckout: false,
          introductoryText: 'Besuchen Sie uns in einer unserer Filialen in der ganzen Schweiz.',
          links: [
            { link: { text: 'Filiale finden', url: '/service/storefinder/' }, hideInClassic: false },
            {
              link: { text: 'Online bestellen, in der Filiale abholen', url: '/hilfe/click-and-collect' },
              hideInClassic: false,
            },
            { link: { text: 'Geschenkkarten', url: '/geschenkkarten' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'community', link: { text: 'Über uns', url: '/unternehmen' } },
          hideGroupInCheckout: true,
          introductoryText: '',
          links: [
            { link: { text: 'Unternehmen', url: '/unternehmen' }, hideInClassic: false },
            { link: { text: 'Nachhaltigkeit', url: '/nachhaltigkeit' }, hideInClassic: false },
            { link: { text: 'Karriere', url: 'https://karriere.example.com/ch' }, hideInClassic: false },
            { link: { text: 'Medienstelle', url: 'mailto:medien-ch@example.com' }, hideInClassic: false },
          ],
          images: [],
        },
      ],
    },
    seo: {
      heading: 'Beliebte Kategorien',
      columns: [
        {
          links: [
            { text: 'Kaffeebohnen', url: '/kaffee/kaffeebohnen' },
            { text: 'Kaffeekapseln', url: '/kaffee/kapseln' },
            { text: 'Gemahlener Kaffee', url: '/kaffee/gemahlen' },
            { text: 'Espresso', url: '/kaffee/espresso' },
            { text: 'Kaffeevollautomaten', url: '/kaffeemaschinen/vollautomaten' },
          ],
        },
        {
          links: [
            { text: 'Damenmode', url: '/damen' },
            { text: 'Herrenmode', url: '/herren' },
            { text: 'Kindermode', url: '/kinder' },
            { text: 'Grosse Grössen', url: '/damen/grosse-groessen' },
            { text: 'Sportbekleidung', url: '/sport' },
          ],
        },
        {
          links: [
            { text: 'Bettwäsche', url: '/wohnen/bettwaesche' },
            { text: 'Möbel', url: '/wohnen/moebel' },
            { text: 'Deko & Accessoires', url: '/wohnen/deko' },
            { text: 'Leuchten', url: '/wohnen/leuchten' },
          ],
        },
        {
          links: [
            { text: 'Pfannen & Töpfe', url: '/kueche/pfannen-toepfe' },
            { text: 'Küchenhelfer', url: '/kueche/kuechenhelfer' },
            { text: 'Geschirr', url: '/kueche/geschirr' },
            { text: 'Aufbewahrung', url: '/kueche/aufbewahrung' },
          ],
        },
      ],
    },
    socialMedia: {
      heading: 'Folgen Sie uns',
      socialMediaIcons: [
        { iconName: 'facebook', link: { text: 'Facebook', url: 'https://www.facebook.com/example-shop-ch' } },
        { iconName: 'instagram', link: { text: 'Instagram', url: 'https://www.instagram.com/example_shop_ch' } },
        { iconName: 'youtube', link: { text: 'YouTube', url: 'https://www.youtube.com/@example-shop-ch' } },
        { iconName: 'pinterest', link: { text: 'Pinterest', url: 'https://www.pinterest.com/exampleshopch' } },
      ],
    },
    appReferences: {
      heading: 'Unsere App',
      appIcons: [
        {
          iconName: 'appStore',
          link: { text: 'Im App Store laden', url: 'https://apps.apple.com/ch/app/example-shop/id5550000001' },
        },
        {
          iconName: 'googlePlay',
          link: {
            text: 'Jetzt bei Google Play',
            url: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=de&gl=CH',
          },
        },
      ],
    },
    groupedIcons: {
      heading: 'Unsere Welten',
      linkedIcons: [
        { iconName: 'beanPoints', link: { text: 'Bohnenpunkte', url: '/kundenkarte/bohnenpunkte' } },
        { iconName: 'coffeeSubscription', link: { text: 'Kaffee-Abo', url: '/kaffee-abo' } },
        { iconName: 'sale', link: { text: 'Aktionen', url: '/aktionen' } },
      ],
    },
    paymentAndDelivery: {
      heading: 'Bezahlen & Versand',
      logos: [
        {
          link: { text: 'PostFinance Card', url: 'https://www.postfinance.example.ch/de' },
          image: { source: 'pfdc', label: 'Bezahlen mit PostFinance Card', width: 80, height: 32 },
        },
        {
          link: { text: 'PostFinance E-Finance', url: 'https://www.postfinance.example.ch/de/e-finance' },
          image: { source: 'pfef', label: 'Bezahlen mit PostFinance E-Finance', width: 80, height: 32 },
        },
        {
          link: { text: 'Visa', url: 'https://www.visa.example.com/ch' },
          image: { source: 'visa', label: 'Bezahlen mit Visa', width: 60, height: 32 },
        },
        {
          link: { text: 'Mastercard', url: 'https://www.mastercard.example.com/ch' },
          image: { source: 'mastercard', label: 'Bezahlen mit Mastercard', width: 52, height: 32 },
        },
        {
          link: { text: 'PayPal', url: 'https://www.paypal.example.com/ch' },
          image: { source: 'paypal', label: 'Bezahlen mit PayPal', width: 80, height: 32 },
        },
        {
          link: { text: 'Die Schweizerische Post', url: 'https://www.post.example.ch/de' },
          image: { source: 'chPost', label: 'Versand mit der Schweizerischen Post', width: 80, height: 32 },
        },
        {
          link: { text: 'SPS Paketservice', url: 'https://www.sps.example.ch' },
          image: { source: 'sps', label: 'Lieferung von Möbeln und Grossgeräten durch SPS', width: 64, height: 32 },
        },
      ],
    },
    legalLinks: [
      { text: 'Impressum', url: '/impressum' },
      { text: 'Datenschutz', url: '/datenschutz' },
      { text: 'AGB', url: '/agb' },
      { text: 'Cookie-Einstellungen', url: '/cookie-einstellungen' },
    ],
    viewChanger: {
      toMobile: { text: 'Zur mobilen Ansicht', url: '/?view=mobile' },
      toDesktop: { text: 'Zur Desktop-Ansicht', url: '/?view=desktop' },
    },
    qualityLogos: [
      {
        link: { text: 'Verband des Schweizerischen Versandhandels', url: 'https://www.vsv-versandhandel.example.ch' },
        image: {
          source: 'chVersand',
          label: 'Mitglied im Verband des Schweizerischen Versandhandels',
          width: 90,
          height: 40,
        },
      },
      {
        link: { text: 'Gut gemacht', url: 'https://www.gutgemacht.example.org/ch' },
        image: { source: 'gutGemacht', label: 'Gut gemacht – Label für nachhaltigere Produkte', width: 60, height: 60 },
      },
    ],
    salesTax: {
      textBeforeLink: '* Alle Preise inkl. MWST zzgl. ',
      link: { text: 'Versandkosten', url: '/hilfe/versandkosten' },
      textAfterLink: ', sofern nicht anders angegeben.',
    },
  },

  CH_FR: {
    headline: 'Nous sommes là pour vous',
    teaser: {
      groups: [
        {
          heading: { iconName: 'info', link: { text: 'Service & aide', url: '/aide' } },
          hideGroupInCheckout: false,
          introductoryText: 'Toutes les réponses à vos questions sur la commande, la livraison et les retours.',
          links: [
            { link: { text: 'Questions fréquentes', url: '/aide/faq' }, hideInClassic: false },
            { link: { text: 'Livraison', url: '/aide/livraison' }, hideInClassic: false },
            { link: { text: 'Retours & échanges', url: '/aide/retours' }, hideInClassic: false },
            { link: { text: 'Contact', url: '/contact' }, hideInClassic: false },
            { link: { text: 'Mon compte', url: '/account' }, hideInClassic: false },
            { link: { text: 'Tous nos services en un coup d’œil', url: '/aide' }, hideInClassic: true },
          ],
          images: [],
        },
        {
          heading: { iconName: 'beanPoints', link: { text: 'Carte client', url: '/carte-client' } },
          hideGroupInCheckout: false,
          introductoryText: 'Cumulez des points à chaque achat et profitez d’avantages exclusifs.',
          links: [
            {
              link: { text: 'Inscrivez-vous gratuitement', url: '/carte-client/inscription-gratuite' },
              hideInClassic: false,
            },
            { link: { text: 'Vos avantages', url: '/carte-client/avantages' }, hideInClassic: false },
            { link: { text: 'Utiliser vos points', url: '/carte-client/points' }, hideInClassic: false },
            { link: { text: 'S’abonner à la newsletter', url: '/subscribenewsletter' }, hideInClassic: false },
          ],
          images: [{ label: 'La carte client', source: `${footerImagePath}/loyalty-card.svg` }],
        },
        {
          heading: {
            iconName: 'coffeeSubscription',
            link: { text: 'Abonnement café', url: '/abonnement-cafe' },
          },
          hideGroupInCheckout: true,
          introductoryText: 'Votre café préféré livré régulièrement chez vous, sans frais de port.',
          links: [
            { link: { text: 'Comment ça marche', url: '/abonnement-cafe/comment-ca-marche' }, hideInClassic: false },
            { link: { text: 'Souscrire un abonnement', url: '/abonnement-cafe/souscrire' }, hideInClassic: false },
            { link: { text: 'Gérer mon abonnement', url: '/abonnement-cafe/gerer' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'store', link: { text: 'Magasins', url: '/service/storefinder/' } },
          hideGroupInCheckout: false,
          introductoryText: 'Rendez-nous visite dans l’un de nos magasins en Suisse.',
          links: [
            { link: { text: 'Trouver un magasin', url: '/service/storefinder/' }, hideInClassic: false },
            {
              link: { text: 'Commander en ligne, retirer en magasin', url: '/aide/click-and-collect' },
              hideInClassic: false,
            },
            { link: { text: 'Cartes cadeaux', url: '/cartes-cadeaux' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'community', link: { text: 'À propos de nous', url: '/entreprise' } },
          hideGroupInCheckout: true,
          introductoryText: '',
          links: [
            { link: { text: 'L’entreprise', url: '/entreprise' }, hideInClassic: false },
            { link: { text: 'Durabilité', url: '/durabilite' }, hideInClassic: false },
            { link: { text: 'Emploi & carrière', url: 'https://carriere.example.com/ch-fr' }, hideInClassic: false },
            { link: { text: 'Presse', url: 'mailto:medias-ch@example.com' }, hideInClassic: false },
          ],
          images: [],
        },
      ],
    },
    seo: {
      heading: 'Catégories populaires',
      columns: [
        {
          links: [
            { text: 'Café en grains', url: '/cafe/cafe-en-grains' },
            { text: 'Capsules de café', url: '/cafe/capsules' },
            { text: 'Café moulu', url: '/cafe/cafe-moulu' },
            { text: 'Espresso', url: '/cafe/espresso' },
            { text: 'Machines à café automatiques', url: '/machines-a-cafe/automatiques' },
          ],
        },
        {
          links: [
            { text: 'Mode femme', url: '/femme' },
            { text: 'Mode homme', url: '/homme' },
            { text: 'Mode enfant', url: '/enfant' },
            { text: 'Lingerie', url: '/femme/lingerie' },
            { text: 'Vêtements de sport', url: '/sport' },
          ],
        },
        {
          links: [
            { text: 'Linge de lit', url: '/maison/linge-de-lit' },
            { text: 'Meubles', url: '/maison/meubles' },
            { text: 'Décoration', url: '/maison/decoration' },
            { text: 'Luminaires', url: '/maison/luminaires' },
          ],
        },
        {
          links: [
            { text: 'Casseroles & poêles', url: '/cuisine/casseroles-poeles' },
            { text: 'Ustensiles de cuisine', url: '/cuisine/ustensiles' },
            { text: 'Vaisselle', url: '/cuisine/vaisselle' },
            { text: 'Boîtes de conservation', url: '/cuisine/conservation' },
          ],
        },
      ],
    },
    socialMedia: {
      heading: 'Suivez-nous',
      socialMediaIcons: [
        { iconName: 'facebook', link: { text: 'Facebook', url: 'https://www.facebook.com/example-shop-chfr' } },
        { iconName: 'instagram', link: { text: 'Instagram', url: 'https://www.instagram.com/example_shop_chfr' } },
        { iconName: 'youtube', link: { text: 'YouTube', url: 'https://www.youtube.com/@example-shop-chfr' } },
        { iconName: 'pinterest', link: { text: 'Pinterest', url: 'https://www.pinterest.com/exampleshopchfr' } },
      ],
    },
    appReferences: {
      heading: 'Notre application',
      appIcons: [
        {
          iconName: 'appStore',
          link: {
            text: 'Télécharger dans l’App Store',
            url: 'https://apps.apple.com/ch/app/example-shop/id5550000001?l=fr',
          },
        },
        {
          iconName: 'googlePlay',
          link: {
            text: 'Disponible sur Google Play',
            url: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=fr&gl=CH',
          },
        },
      ],
    },
    groupedIcons: {
      heading: 'Nos univers',
      linkedIcons: [
        { iconName: 'beanPoints', link: { text: 'Points fidélité', url: '/carte-client/points' } },
        { iconName: 'coffeeSubscription', link: { text: 'Abonnement café', url: '/abonnement-cafe' } },
        { iconName: 'wishlist', link: { text: 'Liste d’envies', url: '/liste-d-envies' } },
        { iconName: 'sale', link: { text: 'Promotions', url: '/promotions' } },
      ],
    },
    paymentAndDelivery: {
      heading: 'Paiement & livraison',
      logos: [
        {
          link: { text: 'PostFinance Card', url: 'https://www.postfinance.example.ch/fr' },
          image: { source: 'pfdc', label: 'Payer avec la PostFinance Card', width: 80, height: 32 },
        },
        {
          link: { text: 'PostFinance E-Finance', url: 'https://www.postfinance.example.ch/fr/e-finance' },
          image: { source: 'pfef', label: 'Payer avec PostFinance E-Finance', width: 80, height: 32 },
        },
        {
          link: { text: 'Visa', url: 'https://www.visa.example.com/ch-fr' },
          image: { source: 'visa', label: 'Payer avec Visa', width: 60, height: 32 },
        },
        {
          link: { text: 'Mastercard', url: 'https://www.mastercard.example.com/ch-fr' },
          image: { source: 'mastercard', label: 'Payer avec Mastercard', width: 52, height: 32 },
        },
        {
          link: { text: 'PayPal', url: 'https://www.paypal.example.com/ch-fr' },
          image: { source: 'paypal', label: 'Payer avec PayPal', width: 80, height: 32 },
        },
        {
          link: { text: 'La Poste suisse', url: 'https://www.post.example.ch/fr' },
          image: { source: 'chFrPost', label: 'Livraison par La Poste suisse', width: 80, height: 32 },
        },
      ],
    },
    legalLinks: [
      { text: 'Mentions légales', url: '/mentions-legales' },
      { text: 'Protection des données', url: '/protection-des-donnees' },
      { text: 'CG', url: '/conditions-generales' },
      { text: 'Paramètres des cookies', url: '/parametres-cookies' },
    ],
    viewChanger: {
      toMobile: { text: 'Passer à la version mobile', url: '/?view=mobile' },
      toDesktop: { text: 'Passer à la version ordinateur', url: '/?view=desktop' },
    },
    qualityLogos: [
      {
        link: { text: 'Association suisse de vente à distance', url: 'https://www.asvad-vente.example.ch' },
        image: {
          source: 'chFRVersand',
          label: 'Membre de l’Association suisse de vente à distance',
          width: 90,
          height: 40,
        },
      },
      {
        link: { text: 'Ecommerce Europe Trustmark', url: 'https://www.ecommercetrustmark.example.eu/fr' },
        image: { source: 'trustEcoEu', label: 'Label de confiance Ecommerce Europe', width: 56, height: 56 },
      },
    ],
    salesTax: {
      textBeforeLink: '* Tous les prix s’entendent TVA incluse, hors ',
      link: { text: 'frais de livraison', url: '/aide/frais-de-livraison' },
      textAfterLink: ', sauf indication contraire.',
    },
  },

  CZ: {
    headline: 'Jsme tu pro vás',
    teaser: {
      groups: [
        {
          heading: { iconName: 'info', link: { text: 'Služby a nápověda', url: '/napoveda' } },
          hideGroupInCheckout: false,
          introductoryText: 'Odpovědi na vaše dotazy k objednávkám, doručení a vrácení zboží.',
          links: [
            { link: { text: 'Časté dotazy', url: '/napoveda/caste-dotazy' }, hideInClassic: false },
            { link: { text: 'Doprava a doručení', url: '/napoveda/doprava' }, hideInClassic: false },
            { link: { text: 'Vrácení zboží', url: '/napoveda/vraceni-zbozi' }, hideInClassic: false },
            { link: { text: 'Kontakt', url: '/contact' }, hideInClassic: false },
            { link: { text: 'Můj účet', url: '/account' }, hideInClassic: false },
            { link: { text: 'Všechny služby na jednom místě', url: '/napoveda' }, hideInClassic: true },
          ],
          images: [],
        },
        {
          heading: { iconName: 'beanPoints', link: { text: 'Zákaznická karta', url: '/zakaznicka-karta' } },
          hideGroupInCheckout: false,
          introductoryText: 'Za každý nákup získáte body a s kartou máte dopravu zdarma už od 499 Kč.',
          links: [
            {
              link: { text: 'Registrace zdarma', url: '/zakaznicka-karta/registrace-zdarma' },
              hideInClassic: false,
            },
            { link: { text: 'Výhody karty', url: '/zakaznicka-karta/vyhody' }, hideInClassic: false },
            { link: { text: 'Jak uplatnit body', url: '/zakaznicka-karta/body' }, hideInClassic: false },
            { link: { text: 'Odběr newsletteru', url: '/subscribenewsletter' }, hideInClassic: false },
          ],
          images: [
            { label: 'Zákaznická karta', source: `${footerImagePath}/loyalty-card.svg` },
            { label: 'Sbírejte body', source: `${footerImagePath}/bean-points.svg` },
          ],
        },
        {
          heading: {
            iconName: 'coffeeSubscription',
            link: { text: 'Předplatné kávy', url: '/predplatne-kavy' },
          },
          hideGroupInCheckout: true,
          introductoryText: 'Vaše oblíbená káva pravidelně a pohodlně až k vašim dveřím.',
          links: [
            { link: { text: 'Jak to funguje', url: '/predplatne-kavy/jak-to-funguje' }, hideInClassic: false },
            { link: { text: 'Objednat předplatné', url: '/predplatne-kavy/objednat' }, hideInClassic: false },
            { link: { text: 'Správa předplatného', url: '/predplatne-kavy/sprava' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'store', link: { text: 'Prodejny', url: '/service/storefinder/' } },
          hideGroupInCheckout: false,
          introductoryText: 'Navštivte nás v některé z našich prodejen.',
          links: [
            { link: { text: 'Vyhledat prodejnu', url: '/service/storefinder/' }, hideInClassic: false },
            {
              link: { text: 'Vyzvednutí na prodejně', url: '/napoveda/vyzvednuti-na-prodejne' },
              hideInClassic: false,
            },
            { link: { text: 'Dárkové karty', url: '/darkove-karty' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'community', link: { text: 'O nás', url: '/o-nas' } },
          hideGroupInCheckout: true,
          introductoryText: '',
          links: [
            { link: { text: 'O společnosti', url: '/o-nas' }, hideInClassic: false },
            { link: { text: 'Udržitelnost', url: '/udrzitelnost' }, hideInClassic: false },
            { link: { text: 'Kariéra', url: 'https://kariera.example.com/cz' }, hideInClassic: false },
            { link: { text: 'Pro média', url: 'mailto:media-cz@example.com' }, hideInClassic: false },
          ],
          images: [],
        },
      ],
    },
    seo: {
      heading: 'Oblíbené kategorie',
      columns: [
        {
          links: [
            { text: 'Zrnková káva', url: '/kava/zrnkova-kava' },
            { text: 'Kávové kapsle', url: '/kava/kapsle' },
            { text: 'Mletá káva', url: '/kava/mleta-kava' },
            { text: 'Espresso', url: '/kava/espresso' },
            { text: 'Automatické kávovary', url: '/kavovary/automaticke' },
          ],
        },
        {
          links: [
            { text: 'Dámská móda', url: '/damska-moda' },
            { text: 'Pánská móda', url: '/panska-moda' },
            { text: 'Dětská móda', url: '/detska-moda' },
            { text: 'Spodní prádlo', url: '/damska-moda/spodni-pradlo' },
            { text: 'Sportovní oblečení', url: '/sport' },
          ],
        },
        {
          links: [
            { text: 'Ložní prádlo', url: '/bydleni/lozni-pradlo' },
            { text: 'Nábytek', url: '/bydleni/nabytek' },
            { text: 'Dekorace', url: '/bydleni/dekorace' },
            { text: 'Svítidla', url: '/bydleni/svitidla' },
          ],
        },
        {
          links: [
            { text: 'Hrnce a pánve', url: '/kuchyne/hrnce-a-panve' },
            { text: 'Kuchyňské pomůcky', url: '/kuchyne/pomucky' },
            { text: 'Nádobí', url: '/kuchyne/nadobi' },
            { text: 'Dózy a skladování', url: '/kuchyne/skladovani' },
          ],
        },
      ],
    },
    socialMedia: {
      heading: 'Sledujte nás',
      socialMediaIcons: [
        { iconName: 'facebook', link: { text: 'Facebook', url: 'https://www.facebook.com/example-shop-cz' } },
        { iconName: 'instagram', link: { text: 'Instagram', url: 'https://www.instagram.com/example_shop_cz' } },
        { iconName: 'youtube', link: { text: 'YouTube', url: 'https://www.youtube.com/@example-shop-cz' } },
        { iconName: 'pinterest', link: { text: 'Pinterest', url: 'https://www.pinterest.com/exampleshopcz' } },
      ],
    },
    appReferences: {
      heading: 'Naše aplikace',
      appIcons: [
        {
          iconName: 'appStore',
          link: { text: 'Stáhnout v App Storu', url: 'https://apps.apple.com/cz/app/example-shop/id5550000001' },
        },
        {
          iconName: 'googlePlay',
          link: {
            text: 'Nyní na Google Play',
            url: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=cs&gl=CZ',
          },
        },
      ],
    },
    groupedIcons: {
      heading: 'Naše světy',
      linkedIcons: [
        { iconName: 'beanPoints', link: { text: 'Věrnostní body', url: '/zakaznicka-karta/body' } },
        { iconName: 'coffeeSubscription', link: { text: 'Předplatné kávy', url: '/predplatne-kavy' } },
        { iconName: 'wishlist', link: { text: 'Seznam přání', url: '/seznam-prani' } },
        { iconName: 'sale', link: { text: 'Výprodej', url: '/vyprodej' } },
      ],
    },
    paymentAndDelivery: {
      heading: 'Platba a doprava',
      logos: [
        {
          link: { text: 'Visa', url: 'https://www.visa.example.com/cz' },
          image: { source: 'visa', label: 'Platba kartou Visa', width: 60, height: 32 },
        },
        {
          link: { text: 'Mastercard', url: 'https://www.mastercard.example.com/cz' },
          image: { source: 'mastercard', label: 'Platba kartou Mastercard', width: 52, height: 32 },
        },
        {
          link: { text: 'PayPal', url: 'https://www.paypal.example.com/cz' },
          image: { source: 'paypal', label: 'Platba přes PayPal', width: 80, height: 32 },
        },
        {
          link: { text: 'DPD', url: 'https://www.dpd.example.cz' },
          image: { source: 'czDpd', label: 'Doručení přepravní společností DPD', width: 64, height: 32 },
        },
      ],
    },
    legalLinks: [
      { text: 'Provozovatel', url: '/provozovatel' },
      { text: 'Ochrana osobních údajů', url: '/ochrana-osobnich-udaju' },
      { text: 'Obchodní podmínky', url: '/obchodni-podminky' },
      { text: 'Nastavení cookies', url: '/nastaveni-cookies' },
      { text: 'Odstoupení od smlouvy', url: '/odstoupeni-od-smlouvy' },
    ],
    viewChanger: {
      toMobile: { text: 'Přepnout na mobilní verzi', url: '/?view=mobile' },
      toDesktop: { text: 'Přepnout na verzi pro počítač', url: '/?view=desktop' },
    },
    qualityLogos: [
      {
        link: { text: 'Ecommerce Europe Trustmark', url: 'https://www.ecommercetrustmark.example.eu/cs' },
        image: {
          source: 'trustEcoEu',
          label: 'Ecommerce Europe Trustmark – důvěryhodný e-shop',
          width: 56,
          height: 56,
        },
      },
    ],
  },

  HU: {
    headline: 'Itt vagyunk Önért',
    teaser: {
      groups: [
        {
          heading: { iconName: 'info', link: { text: 'Ügyfélszolgálat és súgó', url: '/sugo' } },
          hideGroupInCheckout: false,
          introductoryText: 'Válaszok a rendeléssel, szállítással és visszaküldéssel kapcsolatos kérdéseire.',
          links: [
            { link: { text: 'Gyakori kérdések', url: '/sugo/gyik' }, hideInClassic: false },
            { link: { text: 'Szállítás', url: '/sugo/szallitas' }, hideInClassic: false },
            { link: { text: 'Visszaküldés', url: '/sugo/visszakuldes' }, hideInClassic: false },
            { link: { text: 'Kapcsolat', url: '/contact' }, hideInClassic: false },
            { link: { text: 'Fiókom', url: '/account' }, hideInClassic: false },
            { link: { text: 'Minden szolgáltatás egy helyen', url: '/sugo' }, hideInClassic: true },
          ],
          images: [],
        },
        {
          heading: {
            iconName: 'beanPoints',
            link: { text: 'Törzsvásárlói kártya', url: '/torzsvasarloi-kartya' },
          },
          hideGroupInCheckout: false,
          introductoryText: 'Minden vásárlással pontokat gyűjt, amelyeket exkluzív előnyökre válthat be.',
          links: [
            {
              link: { text: 'Ingyenes regisztráció', url: '/torzsvasarloi-kartya/ingyenes-regisztracio' },
              hideInClassic: false,
            },
            { link: { text: 'A kártya előnyei', url: '/torzsvasarloi-kartya/elonyok' }, hideInClassic: false },
            { link: { text: 'Pontok beváltása', url: '/torzsvasarloi-kartya/pontok' }, hideInClassic: false },
            { link: { text: 'Feliratkozás hírlevélre', url: '/subscribenewsletter' }, hideInClassic: false },
          ],
          images: [{ label: 'Törzsvásárlói kártya', source: `${footerImagePath}/loyalty-card.svg` }],
        },
        {
          heading: {
            iconName: 'coffeeSubscription',
            link: { text: 'Kávé-előfizetés', url: '/kave-elofizetes' },
          },
          hideGroupInCheckout: true,
          introductoryText: 'Kedvenc kávéja rendszeresen és kényelmesen érkezik az otthonába.',
          links: [
            { link: { text: 'Így működik', url: '/kave-elofizetes/igy-mukodik' }, hideInClassic: false },
            { link: { text: 'Előfizetés indítása', url: '/kave-elofizetes/inditas' }, hideInClassic: false },
            { link: { text: 'Előfizetés kezelése', url: '/kave-elofizetes/kezeles' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'store', link: { text: 'Üzleteink', url: '/service/storefinder/' } },
          hideGroupInCheckout: false,
          introductoryText: 'Látogasson el hozzánk egyik üzletünkbe!',
          links: [
            { link: { text: 'Üzletkereső', url: '/service/storefinder/' }, hideInClassic: false },
            { link: { text: 'Átvétel az üzletben', url: '/sugo/atvetel-uzletben' }, hideInClassic: false },
            { link: { text: 'Ajándékkártyák', url: '/ajandekkartyak' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'community', link: { text: 'Rólunk', url: '/rolunk' } },
          hideGroupInCheckout: true,
          introductoryText: '',
          links: [
            { link: { text: 'A vállalatról', url: '/rolunk' }, hideInClassic: false },
            { link: { text: 'Fenntarthatóság', url: '/fenntarthatosag' }, hideInClassic: false },
            { link: { text: 'Karrier', url: 'https://karrier.example.com/hu' }, hideInClassic: false },
            { link: { text: 'Sajtó', url: 'mailto:sajto-hu@example.com' }, hideInClassic: false },
          ],
          images: [],
        },
      ],
    },
    seo: {
      heading: 'Népszerű kategóriák',
      columns: [
        {
          links: [
            { text: 'Szemes kávé', url: '/kave/szemes-kave' },
            { text: 'Kávékapszulák', url: '/kave/kapszulak' },
            { text: 'Őrölt kávé', url: '/kave/orolt-kave' },
            { text: 'Eszpresszó', url: '/kave/eszpresszo' },
            { text: 'Automata kávéfőzők', url: '/kavefozok/automata' },
          ],
        },
        {
          links: [
            { text: 'Női divat', url: '/noi-divat' },
            { text: 'Férfi divat', url: '/ferfi-divat' },
            { text: 'Gyerekdivat', url: '/gyerekdivat' },
            { text: 'Fehérnemű', url: '/noi-divat/fehernemu' },
            { text: 'Sportruházat', url: '/sport' },
          ],
        },
        {
          links: [
            { text: 'Ágynemű', url: '/otthon/agynemu' },
            { text: 'Bútorok', url: '/otthon/butorok' },
            { text: 'Lakásdekoráció', url: '/otthon/dekoracio' },
            { text: 'Lámpák', url: '/otthon/lampak' },
          ],
        },
        {
          links: [
            { text: 'Edények és serpenyők', url: '/konyha/edenyek-serpenyok' },
            { text: 'Konyhai eszközök', url: '/konyha/eszkozok' },
            { text: 'Étkészletek', url: '/konyha/etkeszletek' },
            { text: 'Tárolódobozok', url: '/konyha/tarolas' },
          ],
        },
      ],
    },
    socialMedia: {
      heading: 'Kövessen minket',
      socialMediaIcons: [
        { iconName: 'facebook', link: { text: 'Facebook', url: 'https://www.facebook.com/example-shop-hu' } },
        { iconName: 'instagram', link: { text: 'Instagram', url: 'https://www.instagram.com/example_shop_hu' } },
        { iconName: 'youtube', link: { text: 'YouTube', url: 'https://www.youtube.com/@example-shop-hu' } },
        { iconName: 'pinterest', link: { text: 'Pinterest', url: 'https://www.pinterest.com/exampleshophu' } },
      ],
    },
    appReferences: {
      heading: 'Alkalmazásunk',
      appIcons: [
        {
          iconName: 'appStore',
          link: { text: 'Letöltés az App Store-ból', url: 'https://apps.apple.com/hu/app/example-shop/id5550000001' },
        },
        {
          iconName: 'googlePlay',
          link: {
            text: 'Most a Google Playen',
            url: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=hu&gl=HU',
          },
        },
      ],
    },
    groupedIcons: {
      heading: 'Világaink',
      linkedIcons: [
        { iconName: 'beanPoints', link: { text: 'Hűségpontok', url: '/torzsvasarloi-kartya/pontok' } },
        { iconName: 'coffeeSubscription', link: { text: 'Kávé-előfizetés', url: '/kave-elofizetes' } },
        { iconName: 'wishlist', link: { text: 'Kívánságlista', url: '/kivansaglista' } },
        { iconName: 'sale', link: { text: 'Akciók', url: '/akciok' } },
      ],
    },
    paymentAndDelivery: {
      heading: 'Fizetés és szállítás',
      logos: [
        {
          link: { text: 'Visa', url: 'https://www.visa.example.com/hu' },
          image: { source: 'visa', label: 'Fizetés Visa kártyával', width: 60, height: 32 },
        },
        {
          link: { text: 'Mastercard', url: 'https://www.mastercard.example.com/hu' },
          image: { source: 'mastercard', label: 'Fizetés Mastercard kártyával', width: 52, height: 32 },
        },
        {
          link: { text: 'PayPal', url: 'https://www.paypal.example.com/hu' },
          image: { source: 'paypal', label: 'Fizetés PayPallal', width: 80, height: 32 },
        },
        {
          link: { text: 'DHL', url: 'https://www.dhl.example.com/hu' },
          image: { source: 'dhl', label: 'Szállítás DHL-lel', width: 80, height: 32 },
        },
      ],
    },
    legalLinks: [
      { text: 'Impresszum', url: '/impresszum' },
      { text: 'Adatvédelem', url: '/adatvedelem' },
      { text: 'ÁSZF', url: '/aszf' },
      { text: 'Cookie-beállítások', url: '/cookie-beallitasok' },
      { text: 'Elállási jog', url: '/elallasi-jog' },
    ],
    viewChanger: {
      toMobile: { text: 'Váltás mobilnézetre', url: '/?view=mobile' },
      toDesktop: { text: 'Váltás asztali nézetre', url: '/?view=desktop' },
    },
    qualityLogos: [],
  },

  PL: {
    headline: 'Jesteśmy tu dla Państwa',
    teaser: {
      groups: [
        {
          heading: { iconName: 'info', link: { text: 'Obsługa i pomoc', url: '/pomoc' } },
          hideGroupInCheckout: false,
          introductoryText: 'Tu znajdą Państwo odpowiedzi na pytania dotyczące zamówień, dostawy i zwrotów.',
          links: [
            { link: { text: 'Najczęstsze pytania', url: '/pomoc/najczestsze-pytania' }, hideInClassic: false },
            { link: { text: 'Dostawa', url: '/pomoc/dostawa' }, hideInClassic: false },
            { link: { text: 'Zwroty i reklamacje', url: '/pomoc/zwroty' }, hideInClassic: false },
            { link: { text: 'Kontakt', url: '/contact' }, hideInClassic: false },
            { link: { text: 'Moje konto', url: '/account' }, hideInClassic: false },
            { link: { text: 'Wszystkie usługi w jednym miejscu', url: '/pomoc' }, hideInClassic: true },
          ],
          images: [],
        },
        {
          heading: { iconName: 'beanPoints', link: { text: 'Karta klienta', url: '/karta-klienta' } },
          hideGroupInCheckout: false,
          introductoryText: 'Za każde zakupy otrzymują Państwo punkty, które można wymienić na wyjątkowe nagrody.',
          links: [
            {
              link: { text: 'Bezpłatna rejestracja', url: '/karta-klienta/bezplatna-rejestracja' },
              hideInClassic: false,
            },
            { link: { text: 'Korzyści z karty', url: '/karta-klienta/korzysci' }, hideInClassic: false },
            { link: { text: 'Wymiana punktów', url: '/karta-klienta/punkty' }, hideInClassic: false },
            { link: { text: 'Zapis do newslettera', url: '/subscribenewsletter' }, hideInClassic: false },
          ],
          images: [{ label: 'Karta klienta', source: `${footerImagePath}/loyalty-card.svg` }],
        },
        {
          heading: {
            iconName: 'coffeeSubscription',
            link: { text: 'Subskrypcja kawy', url: '/subskrypcja-kawy' },
          },
          hideGroupInCheckout: true,
          introductoryText: 'Ulubiona kawa regularnie i bez kosztów dostawy trafia prosto pod Państwa drzwi.',
          links: [
            { link: { text: 'Jak to działa', url: '/subskrypcja-kawy/jak-to-dziala' }, hideInClassic: false },
            { link: { text: 'Zamówienie subskrypcji', url: '/subskrypcja-kawy/zamow' }, hideInClassic: false },
            {
              link: { text: 'Zarządzanie subskrypcją', url: '/subskrypcja-kawy/zarzadzanie' },
              hideInClassic: false,
            },
          ],
          images: [],
        },
        {
          heading: { iconName: 'store', link: { text: 'Sklepy', url: '/service/storefinder/' } },
          hideGroupInCheckout: false,
          introductoryText: 'Zapraszamy do naszych sklepów w całej Polsce.',
          links: [
            { link: { text: 'Wyszukiwarka sklepów', url: '/service/storefinder/' }, hideInClassic: false },
            { link: { text: 'Odbiór w sklepie', url: '/pomoc/odbior-w-sklepie' }, hideInClassic: false },
            { link: { text: 'Karty podarunkowe', url: '/karty-podarunkowe' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'community', link: { text: 'O nas', url: '/o-nas' } },
          hideGroupInCheckout: true,
          introductoryText: '',
          links: [
            { link: { text: 'O firmie', url: '/o-nas' }, hideInClassic: false },
            { link: { text: 'Zrównoważony rozwój', url: '/zrownowazony-rozwoj' }, hideInClassic: false },
            { link: { text: 'Kariera', url: 'https://kariera.example.com/pl' }, hideInClassic: false },
            { link: { text: 'Dla mediów', url: 'mailto:media-pl@example.com' }, hideInClassic: false },
          ],
          images: [],
        },
      ],
    },
    seo: {
      heading: 'Popularne kategorie',
      columns: [
        {
          links: [
            { text: 'Kawa ziarnista', url: '/kawa/kawa-ziarnista' },
            { text: 'Kawa w kapsułkach', url: '/kawa/kapsulki' },
            { text: 'Kawa mielona', url: '/kawa/kawa-mielona' },
            { text: 'Espresso', url: '/kawa/espresso' },
            { text: 'Ekspresy automatyczne', url: '/ekspresy/automatyczne' },
          ],
        },
        {
          links: [
            { text: 'Moda damska', url: '/moda-damska' },
            { text: 'Moda męska', url: '/moda-meska' },
            { text: 'Moda dziecięca', url: '/moda-dziecieca' },
            { text: 'Bielizna', url: '/moda-damska/bielizna' },
            { text: 'Odzież sportowa', url: '/sport' },
          ],
        },
        {
          links: [
            { text: 'Pościel', url: '/dom/posciel' },
            { text: 'Meble', url: '/dom/meble' },
            { text: 'Dekoracje', url: '/dom/dekoracje' },
            { text: 'Oświetlenie', url: '/dom/oswietlenie' },
          ],
        },
        {
          links: [
            { text: 'Garnki i patelnie', url: '/kuchnia/garnki-i-patelnie' },
            { text: 'Akcesoria kuchenne', url: '/kuchnia/akcesoria' },
            { text: 'Naczynia', url: '/kuchnia/naczynia' },
            { text: 'Pojemniki do przechowywania', url: '/kuchnia/przechowywanie' },
          ],
        },
      ],
    },
    socialMedia: {
      heading: 'Znajdą nas Państwo także tutaj',
      socialMediaIcons: [
        { iconName: 'facebook', link: { text: 'Facebook', url: 'https://www.facebook.com/example-shop-pl' } },
        { iconName: 'instagram', link: { text: 'Instagram', url: 'https://www.instagram.com/example_shop_pl' } },
        { iconName: 'youtube', link: { text: 'YouTube', url: 'https://www.youtube.com/@example-shop-pl' } },
        { iconName: 'pinterest', link: { text: 'Pinterest', url: 'https://www.pinterest.com/exampleshoppl' } },
      ],
    },
    appReferences: {
      heading: 'Nasza aplikacja',
      appIcons: [
        {
          iconName: 'appStore',
          link: { text: 'Aplikacja w App Store', url: 'https://apps.apple.com/pl/app/example-shop/id5550000001' },
        },
        {
          iconName: 'googlePlay',
          link: {
            text: 'Aplikacja w Google Play',
            url: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=pl&gl=PL',
          },
        },
      ],
    },
    groupedIcons: {
      heading: 'Nasze światy',
      linkedIcons: [
        { iconName: 'beanPoints', link: { text: 'Punkty lojalnościowe', url: '/karta-klienta/punkty' } },
        { iconName: 'coffeeSubscription', link: { text: 'Subskrypcja kawy', url: '/subskrypcja-kawy' } },
        { iconName: 'wishlist', link: { text: 'Lista życzeń', url: '/lista-zyczen' } },
        { iconName: 'sale', link: { text: 'Wyprzedaż', url: '/wyprzedaz' } },
      ],
    },
    paymentAndDelivery: {
      heading: 'Płatności i dostawa',
      logos: [
        {
          link: { text: 'Visa', url: 'https://www.visa.example.com/pl' },
          image: { source: 'visa', label: 'Płatność kartą Visa', width: 60, height: 32 },
        },
        {
          link: { text: 'Mastercard', url: 'https://www.mastercard.example.com/pl' },
          image: { source: 'mastercard', label: 'Płatność kartą Mastercard', width: 52, height: 32 },
        },
        {
          link: { text: 'PayPal', url: 'https://www.paypal.example.com/pl' },
          image: { source: 'paypal', label: 'Płatność przez PayPal', width: 80, height: 32 },
        },
        {
          link: { text: 'DHL', url: 'https://www.dhl.example.com/pl' },
          image: { source: 'dhl', label: 'Dostawa kurierem DHL', width: 80, height: 32 },
        },
      ],
    },
    legalLinks: [
      { text: 'Nota prawna', url: '/nota-prawna' },
      { text: 'Polityka prywatności', url: '/polityka-prywatnosci' },
      { text: 'Regulamin', url: '/regulamin' },
      { text: 'Ustawienia plików cookie', url: '/ustawienia-cookie' },
      { text: 'Odstąpienie od umowy', url: '/odstapienie-od-umowy' },
    ],
    viewChanger: {
      toMobile: { text: 'Przejdź do wersji mobilnej', url: '/?view=mobile' },
      toDesktop: { text: 'Przejdź do wersji na komputer', url: '/?view=desktop' },
    },
    qualityLogos: [],
  },

  SK: {
    headline: 'Sme tu pre vás',
    teaser: {
      groups: [
        {
          heading: { iconName: 'info', link: { text: 'Služby a pomoc', url: '/pomoc' } },
          hideGroupInCheckout: false,
          introductoryText: 'Odpovede na vaše otázky k objednávkam, doručeniu a vráteniu tovaru.',
          links: [
            { link: { text: 'Časté otázky', url: '/pomoc/caste-otazky' }, hideInClassic: false },
            { link: { text: 'Doprava a doručenie', url: '/pomoc/doprava' }, hideInClassic: false },
            { link: { text: 'Vrátenie tovaru', url: '/pomoc/vratenie-tovaru' }, hideInClassic: false },
            { link: { text: 'Kontakt', url: '/contact' }, hideInClassic: false },
            { link: { text: 'Môj účet', url: '/account' }, hideInClassic: false },
            { link: { text: 'Všetky služby na jednom mieste', url: '/pomoc' }, hideInClassic: true },
          ],
          images: [],
        },
        {
          heading: { iconName: 'beanPoints', link: { text: 'Zákaznícka karta', url: '/zakaznicka-karta' } },
          hideGroupInCheckout: false,
          introductoryText: 'Za každý nákup získate body a s kartou máte dopravu zadarmo už od 20 €.',
          links: [
            {
              link: { text: 'Registrácia zadarmo', url: '/zakaznicka-karta/registracia-zadarmo' },
              hideInClassic: false,
            },
            { link: { text: 'Výhody karty', url: '/zakaznicka-karta/vyhody' }, hideInClassic: false },
            { link: { text: 'Ako uplatniť body', url: '/zakaznicka-karta/body' }, hideInClassic: false },
            { link: { text: 'Odber newslettera', url: '/subscribenewsletter' }, hideInClassic: false },
          ],
          images: [{ label: 'Zákaznícka karta', source: `${footerImagePath}/loyalty-card.svg` }],
        },
        {
          heading: {
            iconName: 'coffeeSubscription',
            link: { text: 'Predplatné kávy', url: '/predplatne-kavy' },
          },
          hideGroupInCheckout: true,
          introductoryText: 'Vaša obľúbená káva pravidelne a pohodlne až k vašim dverám.',
          links: [
            { link: { text: 'Ako to funguje', url: '/predplatne-kavy/ako-to-funguje' }, hideInClassic: false },
            { link: { text: 'Objednať predplatné', url: '/predplatne-kavy/objednat' }, hideInClassic: false },
            { link: { text: 'Správa predplatného', url: '/predplatne-kavy/sprava' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'store', link: { text: 'Predajne', url: '/service/storefinder/' } },
          hideGroupInCheckout: false,
          introductoryText: 'Navštívte nás v niektorej z našich predajní.',
          links: [
            { link: { text: 'Vyhľadať predajňu', url: '/service/storefinder/' }, hideInClassic: false },
            {
              link: { text: 'Vyzdvihnutie v predajni', url: '/pomoc/vyzdvihnutie-v-predajni' },
              hideInClassic: false,
            },
            { link: { text: 'Darčekové karty', url: '/darcekove-karty' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'community', link: { text: 'O nás', url: '/o-nas' } },
          hideGroupInCheckout: true,
          introductoryText: '',
          links: [
            { link: { text: 'O spoločnosti', url: '/o-nas' }, hideInClassic: false },
            { link: { text: 'Udržateľnosť', url: '/udrzatelnost' }, hideInClassic: false },
            { link: { text: 'Kariéra', url: 'https://kariera.example.com/sk' }, hideInClassic: false },
            { link: { text: 'Pre médiá', url: 'mailto:media-sk@example.com' }, hideInClassic: false },
          ],
          images: [],
        },
      ],
    },
    seo: {
      heading: 'Obľúbené kategórie',
      columns: [
        {
          links: [
            { text: 'Zrnková káva', url: '/kava/zrnkova-kava' },
            { text: 'Kávové kapsuly', url: '/kava/kapsuly' },
            { text: 'Mletá káva', url: '/kava/mleta-kava' },
            { text: 'Espresso', url: '/kava/espresso' },
            { text: 'Automatické kávovary', url: '/kavovary/automaticke' },
          ],
        },
        {
          links: [
            { text: 'Dámska móda', url: '/damska-moda' },
            { text: 'Pánska móda', url: '/panska-moda' },
            { text: 'Detská móda', url: '/detska-moda' },
            { text: 'Spodná bielizeň', url: '/damska-moda/spodna-bielizen' },
            { text: 'Športové oblečenie', url: '/sport' },
          ],
        },
        {
          links: [
            { text: 'Posteľná bielizeň', url: '/byvanie/postelna-bielizen' },
            { text: 'Nábytok', url: '/byvanie/nabytok' },
            { text: 'Dekorácie', url: '/byvanie/dekoracie' },
            { text: 'Svietidlá', url: '/byvanie/svietidla' },
          ],
        },
        {
          links: [
            { text: 'Hrnce a panvice', url: '/kuchyna/hrnce-a-panvice' },
            { text: 'Kuchynské pomôcky', url: '/kuchyna/pomocky' },
            { text: 'Riad', url: '/kuchyna/riad' },
            { text: 'Dózy a skladovanie', url: '/kuchyna/skladovanie' },
          ],
        },
      ],
    },
    socialMedia: {
      heading: 'Sledujte nás',
      socialMediaIcons: [
        { iconName: 'facebook', link: { text: 'Facebook', url: 'https://www.facebook.com/example-shop-sk' } },
        { iconName: 'instagram', link: { text: 'Instagram', url: 'https://www.instagram.com/example_shop_sk' } },
        { iconName: 'youtube', link: { text: 'YouTube', url: 'https://www.youtube.com/@example-shop-sk' } },
        { iconName: 'pinterest', link: { text: 'Pinterest', url: 'https://www.pinterest.com/exampleshopsk' } },
      ],
    },
    appReferences: {
      heading: 'Naša aplikácia',
      appIcons: [
        {
          iconName: 'appStore',
          link: { text: 'Stiahnuť v App Store', url: 'https://apps.apple.com/sk/app/example-shop/id5550000001' },
        },
        {
          iconName: 'googlePlay',
          link: {
            text: 'Teraz na Google Play',
            url: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=sk&gl=SK',
          },
        },
      ],
    },
    groupedIcons: {
      heading: 'Naše svety',
      linkedIcons: [
        { iconName: 'beanPoints', link: { text: 'Vernostné body', url: '/zakaznicka-karta/body' } },
        { iconName: 'coffeeSubscription', link: { text: 'Predplatné kávy', url: '/predplatne-kavy' } },
        { iconName: 'wishlist', link: { text: 'Zoznam želaní', url: '/zoznam-zelani' } },
        { iconName: 'sale', link: { text: 'Výpredaj', url: '/vypredaj' } },
      ],
    },
    paymentAndDelivery: {
      heading: 'Platba a doprava',
      logos: [
        {
          link: { text: 'Visa', url: 'https://www.visa.example.com/sk' },
          image: { source: 'visa', label: 'Platba kartou Visa', width: 60, height: 32 },
        },
        {
          link: { text: 'Mastercard', url: 'https://www.mastercard.example.com/sk' },
          image: { source: 'mastercard', label: 'Platba kartou Mastercard', width: 52, height: 32 },
        },
        {
          link: { text: 'DHL', url: 'https://www.dhl.example.com/sk' },
          image: { source: 'dhl', label: 'Doručenie prepravnou spoločnosťou DHL', width: 80, height: 32 },
        },
      ],
    },
    legalLinks: [
      { text: 'Prevádzkovateľ', url: '/prevadzkovatel' },
      { text: 'Ochrana osobných údajov', url: '/ochrana-osobnych-udajov' },
      { text: 'Obchodné podmienky', url: '/obchodne-podmienky' },
      { text: 'Nastavenia cookies', url: '/nastavenia-cookies' },
      { text: 'Odstúpenie od zmluvy', url: '/odstupenie-od-zmluvy' },
    ],
    viewChanger: {
      toMobile: { text: 'Prepnúť na mobilnú verziu', url: '/?view=mobile' },
      toDesktop: { text: 'Prepnúť na verziu pre počítač', url: '/?view=desktop' },
    },
    qualityLogos: [
      {
        link: { text: 'Ecommerce Europe Trustmark', url: 'https://www.ecommercetrustmark.example.eu/sk' },
        image: {
          source: 'trustEcoEu',
          label: 'Ecommerce Europe Trustmark – dôveryhodný e-shop',
          width: 56,
          height: 56,
        },
      },
    ],
  },

  TR: {
    headline: 'Her zaman yanınızdayız',
    teaser: {
      groups: [
        {
          heading: { iconName: 'info', link: { text: 'Hizmet ve Yardım', url: '/yardim' } },
          hideGroupInCheckout: false,
          introductoryText: 'Sipariş, teslimat ve iadeyle ilgili sorularınızın yanıtları burada.',
          links: [
            { link: { text: 'Sıkça Sorulan Sorular', url: '/yardim/sss' }, hideInClassic: false },
            { link: { text: 'Kargo ve Teslimat', url: '/yardim/kargo' }, hideInClassic: false },
            { link: { text: 'İade ve Değişim', url: '/yardim/iade' }, hideInClassic: false },
            { link: { text: 'İletişim', url: '/contact' }, hideInClassic: false },
            { link: { text: 'Hesabım', url: '/account' }, hideInClassic: false },
            { link: { text: 'Tüm Hizmetlerimiz', url: '/yardim' }, hideInClassic: true },
          ],
          images: [],
        },
        {
          heading: { iconName: 'beanPoints', link: { text: 'Müşteri Kartı', url: '/musteri-karti' } },
          hideGroupInCheckout: false,
          introductoryText: 'Her alışverişte puan toplayın, size özel avantajlardan yararlanın.',
          links: [
            { link: { text: 'Ücretsiz Kayıt', url: '/musteri-karti/ucretsiz-kayit' }, hideInClassic: false },
            { link: { text: 'Kart Avantajları', url: '/musteri-karti/avantajlar' }, hideInClassic: false },
            { link: { text: 'Puanlarınızı Kullanın', url: '/musteri-karti/puanlar' }, hideInClassic: false },
            { link: { text: 'E-Bültene Abone Olun', url: '/subscribenewsletter' }, hideInClassic: false },
          ],
          images: [
            { label: 'Müşteri Kartı', source: `${footerImagePath}/loyalty-card.svg` },
            { label: 'Puan toplayın', source: `${footerImagePath}/bean-points.svg` },
          ],
        },
        {
          heading: {
            iconName: 'coffeeSubscription',
            link: { text: 'Kahve Aboneliği', url: '/kahve-aboneligi' },
          },
          hideGroupInCheckout: true,
          introductoryText: 'En sevdiğiniz kahve düzenli olarak kapınıza gelsin.',
          links: [
            { link: { text: 'Nasıl Çalışır?', url: '/kahve-aboneligi/nasil-calisir' }, hideInClassic: false },
            { link: { text: 'Abonelik Başlatın', url: '/kahve-aboneligi/baslat' }, hideInClassic: false },
            { link: { text: 'Aboneliğinizi Yönetin', url: '/kahve-aboneligi/yonet' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'store', link: { text: 'Mağazalarımız', url: '/service/storefinder/' } },
          hideGroupInCheckout: false,
          introductoryText: 'Size en yakın mağazamızı ziyaret edin.',
          links: [
            { link: { text: 'Mağaza Bulun', url: '/service/storefinder/' }, hideInClassic: false },
            { link: { text: 'Mağazadan Teslim Alın', url: '/yardim/magazadan-teslim' }, hideInClassic: false },
            { link: { text: 'Hediye Kartları', url: '/hediye-kartlari' }, hideInClassic: false },
          ],
          images: [],
        },
        {
          heading: { iconName: 'community', link: { text: 'Hakkımızda', url: '/hakkimizda' } },
          hideGroupInCheckout: true,
          introductoryText: '',
          links: [
            { link: { text: 'Şirketimiz', url: '/hakkimizda' }, hideInClassic: false },
            { link: { text: 'Sürdürülebilirlik', url: '/surdurulebilirlik' }, hideInClassic: false },
            { link: { text: 'Kariyer', url: 'https://kariyer.example.com/tr' }, hideInClassic: false },
            { link: { text: 'Basın', url: 'mailto:basin-tr@example.com' }, hideInClassic: false },
          ],
          images: [],
        },
      ],
    },
    seo: {
      heading: 'Popüler Kategoriler',
      columns: [
        {
          links: [
            { text: 'Çekirdek Kahve', url: '/kahve/cekirdek-kahve' },
            { text: 'Kapsül Kahve', url: '/kahve/kapsul-kahve' },
            { text: 'Filtre Kahve', url: '/kahve/filtre-kahve' },
            { text: 'Türk Kahvesi', url: '/kahve/turk-kahvesi' },
            { text: 'Tam Otomatik Kahve Makineleri', url: '/kahve-makineleri/tam-otomatik' },
          ],
        },
        {
          links: [
            { text: 'Kadın Giyim', url: '/kadin-giyim' },
            { text: 'Erkek Giyim', url: '/erkek-giyim' },
            { text: 'Çocuk Giyim', url: '/cocuk-giyim' },
            { text: 'İç Giyim', url: '/kadin-giyim/ic-giyim' },
            { text: 'Spor Giyim', url: '/spor' },
          ],
        },
        {
          links: [
            { text: 'Nevresim Takımları', url: '/ev/nevresim-takimlari' },
            { text: 'Mobilya', url: '/ev/mobilya' },
            { text: 'Dekorasyon', url: '/ev/dekorasyon' },
            { text: 'Aydınlatma', url: '/ev/aydinlatma' },
          ],
        },
        {
          links: [
            { text: 'Tencere ve Tavalar', url: '/mutfak/tencere-tava' },
            { text: 'Mutfak Gereçleri', url: '/mutfak/gerecler' },
            { text: 'Yemek Takımları', url: '/mutfak/yemek-takimlari' },
            { text: 'Saklama Kapları', url: '/mutfak/saklama-kaplari' },
          ],
        },
      ],
    },
    socialMedia: {
      heading: 'Bizi takip edin',
      socialMediaIcons: [
        { iconName: 'facebook', link: { text: 'Facebook', url: 'https://www.facebook.com/example-shop-tr' } },
        { iconName: 'instagram', link: { text: 'Instagram', url: 'https://www.instagram.com/example_shop_tr' } },
        { iconName: 'youtube', link: { text: 'YouTube', url: 'https://www.youtube.com/@example-shop-tr' } },
        { iconName: 'pinterest', link: { text: 'Pinterest', url: 'https://www.pinterest.com/exampleshoptr' } },
      ],
    },
    appReferences: {
      heading: 'Uygulamamız',
      appIcons: [
        {
          iconName: 'appStore',
          link: { text: "App Store'dan İndirin", url: 'https://apps.apple.com/tr/app/example-shop/id5550000001' },
        },
        {
          iconName: 'googlePlay',
          link: {
            text: "Google Play'den Alın",
            url: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=tr&gl=TR',
          },
        },
      ],
    },
    groupedIcons: {
      heading: 'Dünyalarımız',
      linkedIcons: [
        { iconName: 'beanPoints', link: { text: 'Puanlarım', url: '/musteri-karti/puanlar' } },
        { iconName: 'coffeeSubscription', link: { text: 'Kahve Aboneliği', url: '/kahve-aboneligi' } },
        { iconName: 'wishlist', link: { text: 'İstek Listem', url: '/istek-listesi' } },
        { iconName: 'sale', link: { text: 'İndirimler', url: '/indirim' } },
      ],
    },
    paymentAndDelivery: {
      heading: 'Ödeme ve Teslimat',
      logos: [
        {
          link: { text: 'Visa', url: 'https://www.visa.example.com/tr' },
          image: { source: 'visa', label: 'Visa ile ödeme', width: 60, height: 32 },
        },
        {
          link: { text: 'Mastercard', url: 'https://www.mastercard.example.com/tr' },
          image: { source: 'mastercard', label: 'Mastercard ile ödeme', width: 52, height: 32 },
        },
        {
          link: { text: 'American Express', url: 'https://www.americanexpress.example.com.tr' },
          image: { source: 'trAmex', label: 'American Express ile ödeme', width: 48, height: 32 },
        },
        {
          link: { text: 'BKM Express', url: 'https://www.bkmexpress.example.com.tr' },
          image: { source: 'trBkm', label: 'BKM Express ile ödeme', width: 80, height: 32 },
        },
        {
          link: { text: 'HepsiJET', url: 'https://www.hepsijet.example.com.tr' },
          image: { source: 'hepsijet', label: 'HepsiJET ile teslimat', width: 80, height: 32 },
        },
        {
          link: { text: 'Horoz Lojistik', url: 'https://www.horoz.example.com.tr' },
          image: { source: 'horoz', label: 'Horoz Lojistik ile teslimat', width: 80, height: 32 },
        },
        {
          link: { text: 'Kolay Gelsin', url: 'https://www.kolaygelsin.example.com.tr' },
          image: { source: 'kolaygelsin', label: 'Kolay Gelsin ile teslimat', width: 80, height: 32 },
        },
        {
          link: { text: 'MNG Kargo', url: 'https://www.mngkargo.example.com.tr' },
          image: { source: 'mngKargo', label: 'MNG Kargo ile teslimat', width: 80, height: 32 },
        },
        {
          link: { text: 'Yurtiçi Kargo', url: 'https://www.yurticikargo.example.com.tr' },
          image: { source: 'yurticikargo', label: 'Yurtiçi Kargo ile teslimat', width: 80, height: 32 },
        },
      ],
    },
    legalLinks: [
      { text: 'Künye', url: '/kunye' },
      { text: 'Gizlilik ve KVKK', url: '/gizlilik' },
      { text: 'Kullanım Koşulları', url: '/kullanim-kosullari' },
      { text: 'Çerez Ayarları', url: '/cerez-ayarlari' },
      { text: 'Cayma Hakkı', url: '/cayma-hakki' },
    ],
    viewChanger: {
      toMobile: { text: 'Mobil görünüme geç', url: '/?view=mobile' },
      toDesktop: { text: 'Masaüstü görünüme geç', url: '/?view=desktop' },
    },
    qualityLogos: [
      {
        link: { text: 'Great Place to Work Türkiye', url: 'https://www.greatplacetowork.example.com.tr' },
        image: { source: 'gptw', label: 'Great Place to Work sertifikalı işveren', width: 48, height: 60 },
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Support-footer content

const supportContents: Readonly<Record<SiteCode, RawSupportContent>> = {
  DE: {
    title: 'Kundenservice',
    address: {
      serviceName: 'SHOP Kundenservice',
      contactName: 'Team Kundendialog',
      contactEmail: 'info-de@example.com',
      zip: '20095 Hamburg',
      note: 'Bitte geben Sie bei Fragen zu einer Bestellung Ihre Bestellnummer an.',
    },
    service: { phone: '0800 555 1234', openingHours: 'Mo–Sa 8:00–20:00 Uhr' },
  },
  AT: {
    title: 'Kundenservice',
    address: {
      serviceName: 'SHOP Kundenservice Österreich',
      contactName: 'Team Kundendialog Österreich',
      contactEmail: 'info-at@example.com',
      zip: '1100 Wien',
      note: 'Bitte halten Sie Ihre Bestellnummer bereit.',
    },
    service: { phone: '0800 555 123', openingHours: 'Mo–Fr 8:00–18:00 Uhr, Sa 9:00–13:00 Uhr' },
  },
  CH: {
    title: 'Kundendienst',
    address: {
      serviceName: 'SHOP Kundendienst Schweiz',
      contactName: 'Team Kundendienst',
      contactEmail: 'info-ch@example.com',
      zip: '8004 Zürich',
      note: 'Bitte geben Sie Ihre Bestellnummer an, damit wir Ihnen rasch weiterhelfen können.',
    },
    service: { phone: '0800 555 120', openingHours: 'Mo–Fr 8.00–18.00 Uhr, Sa 9.00–16.00 Uhr' },
  },
  CH_FR: {
    title: 'Service clients',
    address: {
      serviceName: 'Service clients SHOP',
      contactName: 'Service clientèle romand',
      contactEmail: 'info-chfr@example.com',
      zip: '1003 Lausanne',
      note: 'Merci d’indiquer votre numéro de commande pour toute question sur une commande.',
    },
    service: { phone: '0800 555 121', openingHours: 'Du lundi au vendredi de 8 h à 18 h, le samedi de 9 h à 16 h' },
  },
  CZ: {
    title: 'Zákaznický servis',
    address: {
      serviceName: 'Zákaznický servis SHOP',
      contactName: 'Oddělení péče o zákazníky',
      contactEmail: 'info-cz@example.com',
      zip: '110 00 Praha 1',
      note: 'Uveďte prosím číslo své objednávky, abychom vám mohli rychle pomoci.',
    },
    service: { phone: '800 555 123', openingHours: 'Po–Pá 8:00–18:00' },
  },
  HU: {
    title: 'Ügyfélszolgálat',
    address: {
      serviceName: 'SHOP Ügyfélszolgálat',
      contactName: 'Ügyfélkapcsolati osztály',
      contactEmail: 'info-hu@example.com',
      zip: '1061 Budapest',
      note: 'Kérjük, levelében tüntesse fel rendelésszámát.',
    },
    service: {
      phone: '06 80 555 123',
      openingHours: 'Hétfőtől péntekig 8:00–18:00',
      callback: {
        text: 'Mi hívjuk Önt! Kérjen visszahívást, és munkatársunk hamarosan jelentkezik.',
        link: { text: 'Visszahívást kérek', url: '/visszahivas' },
      },
    },
  },
  PL: {
    title: 'Obsługa klienta',
    address: {
      serviceName: 'Obsługa klienta SHOP',
      contactName: 'Dział Obsługi Klienta',
      contactEmail: 'info-pl@example.com',
      zip: '02-675 Warszawa',
      note: 'Prosimy o podanie numeru zamówienia.',
    },
    service: { phone: '800 555 123', openingHours: 'pon.–pt. 8:00–18:00, sob. 9:00–14:00' },
  },
  SK: {
    title: 'Zákaznícky servis',
    address: {
      serviceName: 'Zákaznícky servis SHOP',
      contactName: 'Oddelenie starostlivosti o zákazníkov',
      contactEmail: 'info-sk@example.com',
      zip: '811 01 Bratislava',
      note: 'Uveďte, prosím, číslo svojej objednávky, aby sme vám mohli rýchlo pomôcť.',
    },
    service: { phone: '0800 555 123', openingHours: 'Po–Pi 8:00–18:00' },
  },
  TR: {
    title: 'Müşteri Hizmetleri',
    address: {
      serviceName: 'SHOP Müşteri Hizmetleri',
      contactName: 'Müşteri İlişkileri Departmanı',
      contactEmail: 'info-tr@example.com',
      zip: '34394 Şişli/İstanbul',
      note: 'Lütfen sipariş numaranızı belirtiniz.',
    },
    service: { phone: '0850 555 12 34', openingHours: 'Her gün 09:00-19:00' },
  },
};

/** Raw footer content as an editor writes it (the input of footerContentSchema). */
export function footerContentFor(site: SiteCode): Record<string, unknown> {
  return structuredClone(footerContents[site]);
}

/** Raw support-footer content (the input of supportContentSchema). */
export function supportContentFor(site: SiteCode): Record<string, unknown> {
  return structuredClone(supportContents[site]);
}
