import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../config/sites';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const fromModule = (module: { default: Messages }) => module.default;

/**
 * One chunk per locale: only the page's locale is downloaded. `@translations` points at the
 * AST-compiled files in the production build and at the source files elsewhere (webpack.config.ts).
 */
export const messageLoaders: Record<Locale, () => Promise<Messages>> = {
  'de-DE': () => import(/* webpackChunkName: "locale-de-DE" */ '@translations/de-DE').then(fromModule),
  'de-AT': () => import(/* webpackChunkName: "locale-de-AT" */ '@translations/de-AT').then(fromModule),
  'de-CH': () => import(/* webpackChunkName: "locale-de-CH" */ '@translations/de-CH').then(fromModule),
  'fr-CH': () => import(/* webpackChunkName: "locale-fr-CH" */ '@translations/fr-CH').then(fromModule),
  'cs-CZ': () => import(/* webpackChunkName: "locale-cs-CZ" */ '@translations/cs-CZ').then(fromModule),
  'hu-HU': () => import(/* webpackChunkName: "locale-hu-HU" */ '@translations/hu-HU').then(fromModule),
  'pl-PL': () => import(/* webpackChunkName: "locale-pl-PL" */ '@translations/pl-PL').then(fromModule),
  'sk-SK': () => import(/* webpackChunkName: "locale-sk-SK" */ '@translations/sk-SK').then(fromModule),
  'tr-TR': () => import(/* webpackChunkName: "locale-tr-TR" */ '@translations/tr-TR').then(fromModule),
};

export const loadMessages = (locale: Locale) => messageLoaders[locale]();
