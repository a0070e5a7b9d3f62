import type { MockPromotion } from './promotionCatalogue';

/*
 * Hostile content (issue 17): what an attacker, or an editor pasting from somewhere, might put into
 * the three content services: the promotion service (banners and the footers' content) and the
 * navigation services. Script and image tags and other markup in texts, links to `javascript:`,
 * `data:` and `vbscript:` addresses in every spelling a browser would still run, and absurd sizes
 * (a 10 000-character word, hundreds of links, huge numbers).
 *
 * Each answer is in its service's real shape and, where the schema takes it, gets past the schema,
 * so what is tested is what the shop renders from it. The scripts in it set `window.__hostile`: a
 * test that finds the flag set has found content that ran. Served as the `hostile` variant of the
 * scenarios `promotion`, `footer`, `navigation` and `themeWorlds` (mocks/handlers), so
 * `?mock=promotion:hostile,footer:hostile,navigation:hostile,themeWorlds:hostile` shows all of it.
 * Everything is built on each call, so a test that changes an answer cannot change the next one's.
 */

/** The global every script in this content sets: set means content ran. */
export const hostileFlag = '__hostile';

const script = `<script>window.${hostileFlag}=1</script>`;
const imgTag = `<img src=x onerror="window.${hostileFlag}=1">`;
const svgTag = `<svg onload=window.${hostileFlag}=1>`;
const markup = '<b>Fett</b>, <i>kursiv</i> und <a href="javascript:alert(1)">klick mich</a>';

/** Texts a test looks for: they must show as the characters they are. */
export const hostileTexts = {
  script,
  imgTag,
  markup,
  /** One word of 10 000 characters, no space to break at. */
  longWord: 'Kaffeebohnen'.repeat(834).slice(0, 10_000),
} as const;

/**
 * Addresses that must never become a link or an image source: every one would run script, show
 * content of its own or leave the shop where a site path was meant.
 */
export const unsafeUrls = {
  javascript: 'javascript:alert(1)',
  javascriptFlag: `javascript:window.${hostileFlag}=1`,
  mixedCase: ' JaVaScRiPt:alert(1)',
  // The URL parser drops tabs and newlines anywhere and spaces around: still javascript:.
  whitespace: '\tjava\nscript:alert(1) ',
  // Entities: a javascript: address only if something decoded the text as HTML first.
  entity: '&#106;avascript&#58;alert(1)',
  colonEntity: 'javascript&colon;alert(1)',
  data: `data:text/html,${script}`,
  dataBase64: 'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19ob3N0aWxlPTE8L3NjcmlwdD4=',
  vbscript: 'vbscript:msgbox(1)',
  protocolRelative: '//evil.example/x',
  // Browsers read a backslash as a slash: another site's address that looks like a site path.
  backslash: '/\\evil.example/x',
  backslashTab: '/\t\\evil.example/x',
} as const;

/** Image sources the Content-Security-Policy would block (img-src 'self' https: data:). */
export const blockedImageSources = {
  http: 'http://images.example/picture.svg',
  mailto: 'mailto:bild@example.com',
} as const;

const unsafe = Object.values(unsafeUrls);
const unsafeAt = (index: number) => unsafe[index % unsafe.length]!;

/** `count` numbered items made by `item`. */
const many = <T>(count: number, item: (number: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => item(index + 1));

// ---------------------------------------------------------------------------------------------
// Promotions (header-search-cart.md 3): the four types

const promotionImage = (key: string) => `/mock-images/promotions/${key}.svg`;

/** Colours that would end the declaration or load a resource. */
const hostileColours = () => ({
  backgroundColor: { colorCode: 'red;background:url(javascript:alert(1))' },
  promotionTextColor: { colorCode: 'url(https://evil.example/x.png)' },
});

/** Cutouts that must be dropped, and one valid cutout that must survive. */
function hostileImage(valid: string, size: { width: number; height: number }, breakpoint: string) {
  return {
    imageData: {
      cutouts: [
        { imagePath: unsafeUrls.javascript, targetSize: size, breakpoint: 'xl' },
        { imagePath: unsafeUrls.dataBase64, targetSize: size, breakpoint: 'l' },
        { imagePath: blockedImageSources.http, targetSize: size, breakpoint: 'l' },
        // Absurd sizes: a box a billion pixels tall, one a billion wide.
        { imagePath: promotionImage(valid), targetSize: { width: 1, height: 1e9 }, breakpoint: 'm' },
        { imagePath: promotionImage(valid), targetSize: { width: 1e9, height: 1 }, breakpoint: 'l' },
        // CSS from the CMS is never applied.
        {
          imagePath: promotionImage(valid),
          targetSize: size,
          breakpoint,
          imageCss: 'width:99999px',
          containerCss: 'background:url(javascript:alert(1))',
        },
      ],
    },
  };
}

type HostileKind = 'topBanner' | 'headerBenefits' | 'pi' | 'category';

const hostileContents: Readonly<Record<HostileKind, () => MockPromotion>> = {
  topBanner: () => ({
    type: 'ApiTopBannerPromotion',
    content: {
      headline: `${script}Gratis Kaffee für alle ${imgTag}`,
      promotionShortText: `${hostileTexts.longWord} ${svgTag}`,
      promotionLongText: `${markup} ${script}`,
      link: unsafeUrls.javascript,
      linkURL: unsafeUrls.data,
      voucherOrButton: {
        selector: 'voucherCode',
        voucherCode: { code: '<b onmouseover=alert(1)>KAFFEE10</b>', instruction: `${script}Code eingeben` },
        // Not selected: must be ignored.
        ctaButton: { ctaLink: { url: unsafeUrls.mixedCase, text: 'Klick' } },
      },
      legalText: `Gültig bis gestern. ${script}${imgTag} ${markup} Nicht kombinierbar.`,
      legalTextHint: `${imgTag}Bedingungen`,
      legalTextHintShort: script,
      useDarkTheme: true,
      ...hostileColours(),
    },
  }),
  headerBenefits: () => ({
    type: 'ApiHeaderBenefitsPromotion',
    content: {
      // Hundreds of links, the first of them unsafe: the client shows four, never an unsafe address.
      links: [
        { url: unsafeUrls.javascript, text: `${script}Versandkostenfrei ab 20 €`, boldLink: true },
        { url: '/subscribenewsletter', text: `${imgTag}Newsletter abonnieren & 10 % sichern` },
        { url: unsafeUrls.data, text: 'Online bestellen, in der Filiale abholen' },
        { url: '/service', text: 'Service & Hilfe' },
        ...many(300, (number) => ({ url: number % 2 ? unsafeAt(number) : `/c/${number}`, text: `Vorteil ${number}` })),
      ],
      ...hostileColours(),
    },
  }),
  pi: () => ({
    type: 'ApiPiPromotion',
    content: {
      headline: `${script}Barista-Wissen ${imgTag}`,
      // A number where a string belongs.
      subline: 42,
      piImage: hostileImage('pi-barista-xs', { width: 375, height: 211 }, 'xs'),
      link: unsafeUrls.protocolRelative,
      linkURL: unsafeUrls.backslash,
      ...hostileColours(),
    },
  }),
  category: () => ({
    type: 'ApiCategory',
    content: {
      headline: hostileTexts.longWord,
      subline: `${imgTag}Frische Bettwäsche ${script} ${markup}`,
      img: hostileImage('category-bedding-m', { width: 640, height: 360 }, 'm'),
      voucherOrButton: {
        selector: 'ctaButton',
        ctaButton: { ctaLink: { url: unsafeUrls.vbscript, text: `${script}Jetzt shoppen` } },
      },
      legalText: `${script}Nur solange der Vorrat reicht. ${imgTag}`,
      legalTextHint: `<a href="${unsafeUrls.data}">Bedingungen</a>`,
      legalTextHintShort: imgTag,
      ...hostileColours(),
    },
  }),
};

/** Hostile content of the given type (German): markup, unsafe links and colours, broken fields. */
export function hostilePromotion(kind: HostileKind): MockPromotion {
  return hostileContents[kind]();
}

/** The `hostile` variant: each promotion id the shop asks for answers hostile content of its type. */
export function hostilePromotionFor(promotionId: string): MockPromotion {
  const kind: Readonly<Record<string, HostileKind>> = {
    '~header_top': 'topBanner',
    '~header_benefits': 'headerBenefits',
    '~home_pi': 'pi',
  };
  return hostilePromotion(kind[promotionId] ?? 'category');
}

// ---------------------------------------------------------------------------------------------
// Footer (newsletter-footer-preview.md 3, "Footer content")

const footerLink = (text: string, url: string) => ({ text, url });

/**
 * Footer content written by a careless or hostile editor. Each block shows what the client must do:
 * markup stays text, an unsafe address makes its link plain text, an image the page could not load
 * is left out, unknown icons are left out, items and blocks of the wrong shape are dropped, the rest
 * still shows.
 */
export function hostileFooterContent(): Record<string, unknown> {
  return {
    headline: `Wir sind für Sie da ${script}`,
    teaser: {
      groups: [
        {
          heading: { iconName: 'info', link: footerLink(`Service & Hilfe ${markup}`, '/hilfe') },
          hideGroupInCheckout: false,
          introductoryText: `Antworten auf Ihre Fragen ${imgTag}`,
          links: [
            { link: footerLink('Gratis-Gutschein abholen', unsafeUrls.javascript), hideInClassic: false },
            { link: footerLink('Versand & Lieferung', unsafeUrls.data), hideInClassic: false },
            { link: footerLink('Kontakt', unsafeUrls.protocolRelative), hideInClassic: false },
            { link: footerLink(`Rücksendung ${imgTag}`, unsafeUrls.vbscript), hideInClassic: false },
            { link: footerLink('Zahlung', unsafeUrls.mixedCase), hideInClassic: false },
            { link: footerLink('Filialen', unsafeUrls.backslash), hideInClassic: false },
            { link: footerLink(`Mein Konto ${imgTag}`, '/account'), hideInClassic: false },
            { link: footerLink(hostileTexts.longWord, '/hilfe/faq'), hideInClassic: false },
          ],
          images: [],
        },
        {
          // An unknown heading icon: the heading shows without it.
          heading: { iconName: 'skull', link: footerLink('Kundenkarte', '/kundenkarte') },
          hideGroupInCheckout: 'ja',
          introductoryText: 'Sammeln Sie bei jedem Einkauf Bohnenpunkte.',
          links: [
            {
              link: footerLink('Jetzt kostenlos anmelden', '/kundenkarte/kostenlos-registrieren'),
              hideInClassic: false,
            },
          ],
          images: [
            { label: 'Die Kundenkarte', source: '/mock-images/footer/loyalty-card.svg' },
            { label: 'Böses Bild', source: unsafeUrls.javascript },
            { label: 'Unverschlüsseltes Bild', source: blockedImageSources.http },
            { label: 'Mail-Bild', source: blockedImageSources.mailto },
          ],
        },
        // A group that is not an object.
        'Filialen',
        {
          // Links that are not a list.
          heading: { iconName: 'coffeeSubscription', link: footerLink('Kaffee-Abo', '/kaffee-abo') },
          introductoryText: 42,
          links: 'nope',
        },
      ],
    },
    // Hundreds of links, every other one unsafe.
    seo: {
      heading: `Beliebte Kategorien ${script}`,
      columns: many(4, (column) => ({
        links: many(100, (number) => {
          const index = (column - 1) * 100 + number;
          return footerLink(`Kategorie ${index}`, index % 2 ? unsafeAt(index) : `/c/kategorie-${index}`);
        }),
      })),
    },
    socialMedia: {
      heading: 'Folgen Sie uns',
      socialMediaIcons: [
        // An unknown icon: dropped.
        { iconName: 'tiktok', link: footerLink('TikTok', 'https://www.tiktok.com/@example-shop-de') },
        { iconName: 'facebook', link: footerLink('Facebook', 'https://www.facebook.com/example-shop-de') },
        { iconName: 'instagram', link: footerLink(`Instagram ${script}`, unsafeUrls.dataBase64) },
      ],
    },
    // A number where a block belongs.
    appReferences: 42,
    groupedIcons: {
      heading: `Unsere Welten ${imgTag}`,
      linkedIcons: [
        { iconName: 'beanPoints', link: footerLink('Bohnenpunkte', unsafeUrls.javascriptFlag) },
        { iconName: 'sale', link: footerLink('Sale', '/sale') },
      ],
    },
    paymentAndDelivery: {
      heading: 'Bezahlen & Versand',
      logos: [
        // An unknown logo key: kept by the schema, logged and not drawn where it renders.
        {
          link: footerLink('Unbekanntes Siegel', 'https://www.siegel.example.org'),
          image: { source: 'unknownSeal', label: 'Unbekanntes Siegel', width: 80, height: 32 },
        },
        {
          link: footerLink('DHL', 'https://www.dhl.example.com/de'),
          image: { source: 'dhl', label: 'Versand mit DHL', width: 80, height: 32 },
        },
      ],
    },
    legalLinks: [footerLink('Impressum', '/impressum'), null, { text: 123 }, footerLink('AGB', unsafeUrls.whitespace)],
    viewChanger: {
      toMobile: footerLink('Zur mobilen Ansicht', '/?view=mobile'),
      toDesktop: footerLink('Zur Desktop-Ansicht', unsafeUrls.javascript),
    },
    qualityLogos: [
      // Absurd sizes: dropped.
      {
        link: footerLink('bevh', 'https://www.bevh.example.org'),
        image: { source: 'bevh', label: 'Riesiges Siegel', width: 99_999, height: 40 },
      },
      {
        link: footerLink('bevh', 'https://www.bevh.example.org'),
        image: { source: 'bevh', label: 'Unendliches Siegel', width: 56, height: 1e308 },
      },
      {
        link: footerLink('Ecommerce Europe Trustmark', 'https://www.ecommercetrustmark.example.eu'),
        image: { source: 'euTrustmark', label: 'Ecommerce Europe Trustmark', width: 56, height: 56 },
      },
    ],
    salesTax: {
      textBeforeLink: `* Alle Preise inkl. gesetzl. MwSt. ${script} zzgl. `,
      textAfterLink: `, sofern nicht anders angegeben. ${imgTag}`,
      link: footerLink('Versandkosten', unsafeUrls.entity),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Navigation (header-search-cart.md 3): the category tree and the theme worlds

const navigationImage = (key: string) => `/mock-images/navigation/${key}.svg`;

/**
 * A category tree whose addresses are all safe (the schema leaves an unsafe link out, see
 * `hostileLinkNavigation`), so its texts and sizes are what the bar and the flyout show:
 * markup in titles, a branch of hundreds of links, a word of 10 000 characters, addresses that
 * only look like a script, targets that try to break out of their attribute.
 */
export function hostileCategoryNavigation(): unknown[] {
  return [
    {
      title: `${script}Kaffee`,
      href: '/c/coffee',
      children: [
        {
          title: `${imgTag}Kaffeebohnen`,
          href: '/c/coffee/beans',
          children: many(300, (number) => ({ title: `Sorte ${number}`, href: `/c/coffee/beans/sorte-${number}` })),
        },
        { title: hostileTexts.longWord, href: '/c/coffee/long' },
        { title: markup, href: '/javascript:alert(1)' },
        {
          title: svgTag,
          href: `https://shop.example/search?query=${encodeURIComponent(script)}`,
          target: `_blank" onclick="window.${hostileFlag}=1`,
        },
      ],
      teaser: {
        title: `${script}Tipps`,
        list: [
          {
            title: `${imgTag}Barista-Kurs`,
            link: { url: '/themeworld/barista', title: script, target: '_blank' },
            image: { src: navigationImage('teaser-barista-course'), alt: imgTag },
          },
          { title: hostileTexts.longWord, link: { href: '/c/coffee' }, image: null },
        ],
      },
    },
    { title: markup, href: '/c/kitchen', target: '"><script>window.__hostile=1</script>' },
    // Last, so the bar's other items are where a shopper looks for them.
    { title: hostileTexts.longWord, href: '/c/long' },
  ];
}

/** A category with a link of each unsafe kind and one safe link: the schema leaves out each unsafe one. */
export function hostileLinkNavigation(): unknown[] {
  return [
    {
      title: 'Kaffee',
      href: '/c/coffee',
      children: [
        ...Object.values(unsafeUrls).map((href, index) => ({ title: `Link ${index + 1}`, href })),
        { title: 'Espresso', href: '/c/coffee/espresso' },
      ],
    },
  ];
}

/**
 * Theme worlds with markup in every text, unknown keys, hundreds of worlds and absurd numbers: a
 * cutout a million times taller than wide, focus points far outside the picture, an end date in
 * the year 9999 (millions of days left).
 */
export function hostileThemeWorldNavigation(): Record<string, unknown> {
  const world = (number: number, extra: Record<string, unknown> = {}) => ({
    url: `/themeworld/welt-${number}`,
    imgUrl: navigationImage(`themeworld-welt-${number}`),
    title: `Welt ${number}`,
    ...extra,
  });
  return {
    sections: {
      scout: {
        headline: `${script}Entdecken`,
        themeworlds: [
          world(1, {
            title: hostileTexts.longWord,
            desktopImg: {
              imageDerivative: script,
              cutout: { focusPoint: { x: 1e308, y: -1e308 }, zoom: 1e308, aspectRatio: 1e-6 },
            },
            badges: ['scout', script, 'new'],
            availability: ['onlineOnly', imgTag],
            endDate: '9999-12-31',
            endDateText: `bis ${imgTag} 31. Dezember 9999`,
            onlyXDaysLeftText: script,
            card: true,
          }),
          world(2, {
            title: `${markup} ${svgTag}`,
            desktopImg: { cutout: { aspectRatio: 1e6 } },
          }),
        ],
      },
      more: { headline: 'Mehr', themeworlds: many(200, (number) => world(number + 2)) },
      [`${script}`]: { headline: script, themeworlds: [world(999)] },
    },
    translations: { [script]: imgTag },
    overview: { title: `${script}Themenwelten`, url: '/themeworld' },
  };
}

/**
 * The cards of `hostileThemeWorldNavigation` alone (its first section: the 10 000-character title,
 * markup, absurd cutouts and dates), without the 200 plain worlds: what the `hostileCards` variant
 * answers, small enough for a story that jsdom renders and axe checks within its time.
 */
export function hostileThemeWorldCards(): Record<string, unknown> {
  const navigation = hostileThemeWorldNavigation() as { sections: Record<string, unknown> };
  return { ...navigation, sections: { scout: navigation.sections.scout } };
}
