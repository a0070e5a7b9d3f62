import { defineMessages, type NoMessageValues } from 'react-intl';

export const cartIconMessages = defineMessages<{
  label: { readonly count: number };
  labelOverCap: { readonly cap: number };
  labelUnknown: NoMessageValues;
  badgeOverflow: { readonly cap: number };
}>({
  labelUnknown: {
    id: 'cart.icon.labelUnknown',
    defaultMessage: 'Warenkorb',
    description:
      'Accessible name of the cart link while the number of articles is not known (loading, or the read failed); read by screen readers only, up to about 30 characters',
  },
  label: {
    id: 'cart.icon.label',
    defaultMessage: 'Warenkorb, {count, plural, =0 {leer} one {# Artikel} other {# Artikel}}',
    description:
      'Accessible name of the cart link in the header, with the number of articles; read by screen readers only (the badge shows the number), up to about 40 characters besides the number',
  },
  labelOverCap: {
    id: 'cart.icon.labelOverCap',
    defaultMessage: 'Warenkorb, mehr als {cap, plural, one {# Artikel} other {# Artikel}}',
    description:
      'Accessible name of the cart link when the badge shows +99: it says what the badge shows, so speech input finds the link by it (WCAG 2.5.3); read by screen readers only, up to about 40 characters besides the number',
  },
  badgeOverflow: {
    id: 'cart.icon.badgeOverflow',
    defaultMessage: '+{cap}',
    description:
      'Badge text when the cart holds more articles than the badge shows (over 99); a small round badge (12 px) on the cart icon that shows "+99"; only the sign around the number, up to about 2 characters besides the number',
  },
});

export const miniCartMessages = defineMessages({
  toggle: {
    id: 'cart.mini.toggle',
    defaultMessage: 'Warenkorb-Vorschau',
    description:
      'Accessible name of the button that opens and closes the mini cart; the chevron button beside the cart icon in the header; read by screen readers only, up to about 40 characters',
  },
  title: {
    id: 'cart.mini.title',
    defaultMessage: 'Ihr Warenkorb',
    description:
      'Heading of the mini cart panel; the 20 px title line at the top of the panel (343 px wide on a phone), the focus target when the panel opens; one line, up to about 25 characters',
  },
  empty: {
    id: 'cart.mini.empty',
    defaultMessage: 'Ihr Warenkorb ist leer.',
    description:
      'Mini cart without any line; a paragraph in place of the lists, in the mini cart and on the cart page; one sentence, up to about 60 characters',
  },
  loading: {
    id: 'cart.mini.loading',
    defaultMessage: 'Warenkorb wird geladen …',
    description:
      'Mini cart while the cart service has not answered; the name of the loader, announced as a status; read by screen readers only, up to about 40 characters',
  },
  checkout: {
    id: 'cart.mini.checkout',
    defaultMessage: 'Zur Kasse',
    description:
      'Checkout button of the mini cart; the primary button at the bottom of the mini cart (343 px wide on a phone), in a row with the link to the cart page that wraps when both do not fit; up to about 25 characters',
  },
  checkoutBlockedUnavailable: {
    id: 'cart.mini.checkoutBlockedUnavailable',
    defaultMessage:
      'Ausverkaufte oder nicht verfügbare Artikel können nicht bestellt werden. Bitte entfernen Sie sie, um zur Kasse zu gehen.',
    description:
      'Why checkout is blocked while an article in the cart is sold out or not available; a warning notice above the checkout button in the mini cart and on the cart page; wraps, up to about 160 characters',
  },
  toCart: {
    id: 'cart.mini.toCart',
    defaultMessage: 'Zum Warenkorb',
    description:
      'Link from the mini cart to the cart page; a text link beside the checkout button at the bottom of the mini cart; up to about 25 characters',
  },
  restore: {
    id: 'cart.mini.restore',
    defaultMessage: 'Wiederherstellen',
    description:
      "Visible label of the button that puts a just-removed line back; a small secondary button at the end of the struck-through removed line, which keeps its size while the line's text wraps; one or two words, up to about 20 characters",
  },
  articles: {
    id: 'cart.mini.section.articles',
    defaultMessage: 'Artikel',
    description:
      'Heading of the articles list; a small heading (h3, 14 px) above the list in the mini cart and on the cart page; one line, up to about 30 characters',
  },
  freeArticles: {
    id: 'cart.mini.section.freeArticles',
    defaultMessage: 'Gratis-Artikel',
    description:
      'Heading of the free articles list; a small heading (h3, 14 px) above the list in the mini cart and on the cart page; one line, up to about 30 characters',
  },
  giftCards: {
    id: 'cart.mini.section.giftCards',
    defaultMessage: 'Geschenkkarten',
    description:
      'Heading of the gift cards list; a small heading (h3, 14 px) above the list in the mini cart and on the cart page; one line, up to about 30 characters',
  },
  partnerProducts: {
    id: 'cart.mini.section.partnerProducts',
    defaultMessage: 'Partnerprodukte',
    description:
      'Heading of the partner products list; a small heading (h3, 14 px) above the list in the mini cart and on the cart page; one line, up to about 30 characters',
  },
  subscriptions: {
    id: 'cart.mini.section.subscriptions',
    defaultMessage: 'Abos',
    description:
      'Heading of the subscriptions list; a small heading (h3, 14 px) above the list in the mini cart and on the cart page; one line, up to about 30 characters',
  },
  defective: {
    id: 'cart.mini.section.defective',
    defaultMessage: 'Nicht bestellbar',
    description:
      'Heading of the list of defective items that block checkout; a small heading (h3, 14 px) above the list in the mini cart and on the cart page; one line, up to about 30 characters',
  },
});

export const miniCartLineMessages = defineMessages<{
  untitled: { readonly kind: string };
  availability: { readonly availability: string };
  quantity: { readonly quantity: number };
  remove: { readonly title: string };
  removed: { readonly title: string };
  restoreLine: { readonly title: string };
}>({
  untitled: {
    id: 'cart.mini.untitled',
    defaultMessage: '{kind, select, partnerProduct {Partnerprodukt} subscription {Abo} other {Artikel}}',
    description:
      "Shown for a partner product or subscription that the cart service sent without a title; shown in bold in place of the line's title; one or two words, up to about 25 characters",
  },
  availability: {
    id: 'cart.mini.availability',
    defaultMessage: '{availability, select, SOLDOUT {Ausverkauft} other {Nicht verfügbar}}',
    description:
      "Beside a cart line whose article is sold out (SOLDOUT) or not available (NOT_AVAILABLE); a small red line (14 px) under the line's title, beside the remove button; one line, up to about 25 characters",
  },
  quantity: {
    id: 'cart.mini.quantity',
    defaultMessage: '{quantity, plural, one {# Stück} other {# Stück}}',
    description:
      "Quantity of a cart line; a small grey line (14 px) under the line's title; up to about 15 characters besides the number",
  },
  remove: {
    id: 'cart.mini.remove',
    defaultMessage: '{title} entfernen',
    description:
      'Accessible name of the remove button of a cart line; an icon button (trash) at the end of the line; read by screen readers only, up to about 30 characters besides the title',
  },
  removed: {
    id: 'cart.mini.removed',
    defaultMessage: '{title} wurde entfernt.',
    description:
      'A line removed within the last 10 seconds, shown as deleted; the line of the mini cart, up to about 30 characters besides the title',
  },
  restoreLine: {
    id: 'cart.mini.restoreLine',
    defaultMessage: '{title} wiederherstellen',
    description:
      'Accessible name of the restore button of a removed line; read by screen readers only (the button shows cart.mini.restore), up to about 30 characters besides the title',
  },
});

/** Cart errors of header-search-cart.md 8; every read code shares `read`, every other change code `change`. */
export const cartErrorMessages = defineMessages({
  read: {
    id: 'cart.error.read',
    defaultMessage:
      'Der Inhalt Ihres Warenkorbs kann gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
    description:
      "Cart read error (UNKNOWN, CARTSTORAGE_UNAVAILABLE, PRODUCTDATA_UNAVAILABLE, PRICE_UNAVAILABLE, NOT_MODIFIED); an error notice in place of the cart's contents, in the mini cart (343 px wide on a phone) and on the cart page; wraps, up to about 140 characters",
  },
  change: {
    id: 'cart.error.change',
    defaultMessage: 'Ihr Warenkorb kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
    description:
      'Cart change error for the read codes and unknown codes or network failures; an error notice in the mini cart above its lines for 7.5 s; wraps, up to about 120 characters',
  },
  defective: {
    id: 'cart.error.defective',
    defaultMessage: 'Es sind Fehler aufgetreten. Bitte beachten Sie die Hinweise unten.',
    description:
      'Shown above the lists when the cart holds defective items; a warning notice above the lists, in the mini cart (343 px wide on a phone) and on the cart page; wraps, up to about 100 characters',
  },
  voucherRemoval: {
    id: 'cart.error.voucherRemoval',
    defaultMessage:
      'Der Gutscheincode konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    description:
      'Removing a free article (granted by a voucher code) failed. Shown in the mini cart above its lines for 7.5 s; up to about 120 characters',
  },
  giftCardRemoval: {
    id: 'cart.error.giftCardRemoval',
    defaultMessage:
      'Die Geschenkkarte konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    description:
      'Removing a gift card failed. Shown in the mini cart above its lines for 7.5 s; up to about 120 characters',
  },
});

export const cartLimitMessages = defineMessages<{
  CART_LIMIT: { readonly limit: number };
  ITEM_LIMIT: { readonly limit: number };
  AVAILABILITY_LIMIT: { readonly limit: number };
}>({
  CART_LIMIT: {
    id: 'cart.error.cartLimit',
    defaultMessage: 'Sie können maximal {limit, plural, one {# Artikel} other {# Artikel}} pro Einkauf kaufen.',
    description:
      'CART_LIMIT: at most {limit} products per purchase; an error notice in the mini cart above its lines for 7.5 s; one sentence, up to about 90 characters besides the number',
  },
  ITEM_LIMIT: {
    id: 'cart.error.itemLimit',
    defaultMessage:
      'Von diesem Artikel können Sie maximal {limit, plural, one {# Stück} other {# Stück}} pro Einkauf kaufen.',
    description:
      'ITEM_LIMIT: at most {limit} pieces of this article per purchase; an error notice in the mini cart above its lines for 7.5 s; one sentence, up to about 90 characters besides the number',
  },
  AVAILABILITY_LIMIT: {
    id: 'cart.error.availabilityLimit',
    defaultMessage:
      'Von diesem Artikel {limit, plural, one {ist nur noch # Stück} other {sind nur noch # Stück}} verfügbar.',
    description:
      'AVAILABILITY_LIMIT: only {limit} pieces of this article are still available. Shown in the mini cart above its lines for 7.5 s; one sentence, up to about 90 characters',
  },
});
