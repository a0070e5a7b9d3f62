import type { SiteCode, Site } from '../../src/config/sites';
import { sites } from '../../src/config/sites';
import type { Cart, CartArticle } from '../../src/features/cart/types';

type Language = Site['language'];

/** Product titles in each site's language: coffee, household, fashion, a gift card, a partner plan, a subscription. */
const titles: Record<
  Language,
  {
    articles: string[];
    free: string;
    giftCard: string;
    partner: string;
    subscription: string;
    defectiveHint: string;
  }
> = {
  de: {
    articles: [
      'Barista Espresso, 1 kg Bohnen',
      'Damen-Strickpullover, Größe M',
      'Edelstahl-Wasserkocher 1,7 l',
      'Frottee-Handtücher, 2er-Set',
    ],
    free: 'Gratis Kaffeebecher',
    giftCard: 'Geschenkkarte 25 €',
    partner: 'Mobilfunk-Tarif Smart S',
    subscription: 'Kaffee-Abo Feine Milde, alle 4 Wochen',
    defectiveHint: 'Dieser Artikel ist leider nicht mehr lieferbar.',
  },
  fr: {
    articles: [
      'Barista Espresso, 1 kg en grains',
      'Pull en maille femme, taille M',
      'Bouilloire inox 1,7 l',
      'Serviettes éponge, lot de 2',
    ],
    free: 'Tasse à café offerte',
    giftCard: 'Carte cadeau 25 CHF',
    partner: 'Abonnement mobile Smart S',
    subscription: 'Abonnement café Doux, toutes les 4 semaines',
    defectiveHint: "Cet article n'est malheureusement plus disponible.",
  },
  cs: {
    articles: [
      'Barista Espresso, 1 kg zrnková',
      'Dámský pletený svetr, vel. M',
      'Nerezová rychlovarná konvice 1,7 l',
      'Froté ručníky, sada 2 ks',
    ],
    free: 'Hrnek na kávu zdarma',
    giftCard: 'Dárková karta 500 Kč',
    partner: 'Mobilní tarif Smart S',
    subscription: 'Předplatné kávy Jemná, každé 4 týdny',
    defectiveHint: 'Toto zboží již bohužel není k dispozici.',
  },
  hu: {
    articles: [
      'Barista Espresso, 1 kg szemes',
      'Női kötött pulóver, M méret',
      'Rozsdamentes vízforraló 1,7 l',
      'Frottír törölköző, 2 darabos',
    ],
    free: 'Ajándék kávésbögre',
    giftCard: 'Ajándékkártya 10 000 Ft',
    partner: 'Mobil díjcsomag Smart S',
    subscription: 'Kávé-előfizetés Lágy, 4 hetente',
    defectiveHint: 'Ez a termék sajnos már nem szállítható.',
  },
  pl: {
    articles: [
      'Barista Espresso, 1 kg ziarnista',
      'Damski sweter z dzianiny, rozm. M',
      'Czajnik ze stali nierdzewnej 1,7 l',
      'Ręczniki frotte, 2 szt.',
    ],
    free: 'Kubek do kawy gratis',
    giftCard: 'Karta podarunkowa 100 zł',
    partner: 'Taryfa komórkowa Smart S',
    subscription: 'Subskrypcja kawy Łagodna, co 4 tygodnie',
    defectiveHint: 'Ten artykuł jest niestety niedostępny.',
  },
  sk: {
    articles: [
      'Barista Espresso, 1 kg zrnková',
      'Dámsky pletený sveter, veľ. M',
      'Nerezová rýchlovarná kanvica 1,7 l',
      'Froté uteráky, sada 2 ks',
    ],
    free: 'Hrnček na kávu zadarmo',
    giftCard: 'Darčeková karta 25 €',
    partner: 'Mobilný program Smart S',
    subscription: 'Predplatné kávy Jemná, každé 4 týždne',
    defectiveHint: 'Tento tovar už bohužiaľ nie je dostupný.',
  },
  tr: {
    articles: [
      'Barista Espresso, 1 kg çekirdek',
      'Kadın triko kazak, M beden',
      'Paslanmaz çelik su ısıtıcı 1,7 l',
      'Havlu seti, 2 adet',
    ],
    free: 'Hediye kahve kupası',
    giftCard: 'Hediye kartı 500 TL',
    partner: 'Mobil tarife Smart S',
    subscription: 'Kahve aboneliği Yumuşak, 4 haftada bir',
    defectiveHint: 'Bu ürün maalesef artık mevcut değil.',
  },
};

/** The site's titles; Swiss German writes 'ss' for 'ß' (spec README, decision 8). */
function titlesFor(site: SiteCode) {
  const text = titles[sites[site].language];
  if (sites[site].locale !== 'de-CH') return text;
  return JSON.parse(JSON.stringify(text).replaceAll('ß', 'ss')) as typeof text;
}

const article = (
  productId: string,
  title: string,
  quantity: number,
  extra: Partial<CartArticle> = {},
): CartArticle => ({
  productId,
  tcm: `tcm-${productId}`,
  title,
  quantity: { quantity },
  availability: 'AVAILABLE',
  ...extra,
});

/** Per-article limits the mock service enforces (ITEM_LIMIT, AVAILABILITY_LIMIT). */
export const itemLimit = 5;
export const cartLimit = 30;
/** The knitted jumper has only this many pieces left. */
export const scarceProductId = '100002';
export const scarceStock = 2;

export type CartSeed = 'standard' | 'empty' | 'single' | 'count99' | 'count100' | 'defective' | 'soldOut' | 'untitled';
export const cartSeeds: readonly CartSeed[] = [
  'standard',
  'empty',
  'single',
  'count99',
  'count100',
  'defective',
  'soldOut',
  'untitled',
];

/** The cart the mock visitor starts with, in the site's language. */
export function seedCart(site: SiteCode, seed: CartSeed = 'standard'): Cart {
  const text = titlesFor(site);
  const [coffee, jumper, kettle, towels] = text.articles as [string, string, string, string];
  const cart: Cart = {
    numberOfArticles: 0,
    articles: [article('100001', coffee, 2), article(scarceProductId, jumper, 1), article('100003', kettle, 1)],
    freeArticles: [article('900001', text.free, 1, { campaignId: 'WELCOME' })],
    giftCards: [{ article: article('700001', text.giftCard, 1) }],
    partnerProducts: [{ partnerProductId: 'P-1', title: text.partner, totalQuantity: 1 }],
    subscriptions: [{ subscriptionConfigurationId: 'S-1', title: text.subscription }],
    defectiveArticles: [],
    defectiveGiftCards: [],
    defectivePartnerProducts: [],
    defectiveSubscriptions: [],
  };
  const nothing = { articles: [], freeArticles: [], giftCards: [], partnerProducts: [], subscriptions: [] };
  if (seed === 'empty') return { ...cart, ...nothing };
  // Badge states of the cart icon: one article, the cap, one over the cap.
  const counted = { single: 1, count99: 99, count100: 100 } as const;
  if (seed in counted) {
    return withCount({
      ...cart,
      ...nothing,
      articles: [article('100001', coffee, counted[seed as keyof typeof counted])],
    });
  }
  if (seed === 'defective') cart.defectiveArticles = [article('100004', towels, 1, { hint: text.defectiveHint })];
  if (seed === 'soldOut') cart.articles[1] = { ...cart.articles[1]!, availability: 'SOLDOUT' };
  // Spec §3 names only the ids and quantity of partner products and subscriptions.
  if (seed === 'untitled') {
    cart.partnerProducts = cart.partnerProducts.map(({ partnerProductId, totalQuantity }) => ({
      partnerProductId,
      totalQuantity,
    }));
    cart.subscriptions = cart.subscriptions.map(({ subscriptionConfigurationId }) => ({ subscriptionConfigurationId }));
  }
  return withCount(cart);
}

/** numberOfArticles as the service counts it: every piece, and one per subscription. */
export function withCount(cart: Cart): Cart {
  const pieces = (list: CartArticle[]) => list.reduce((sum, item) => sum + item.quantity.quantity, 0);
  return {
    ...cart,
    numberOfArticles:
      pieces(cart.articles) +
      pieces(cart.freeArticles) +
      pieces(cart.giftCards.map((card) => card.article)) +
      cart.partnerProducts.reduce((sum, product) => sum + product.totalQuantity, 0) +
      cart.subscriptions.length,
  };
}

/** Everything the mock service knows it may put (back) into a cart, by id. */
export function catalogueArticles(site: SiteCode): CartArticle[] {
  const cart = seedCart(site);
  const text = titlesFor(site);
  return [
    ...cart.articles,
    article('100004', text.articles[3]!, 1),
    ...cart.freeArticles,
    ...cart.giftCards.map((c) => c.article),
  ];
}
