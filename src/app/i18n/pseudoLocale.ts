import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The pseudo-locale: the German source with every letter accented, each word about 40 % longer
 * (its vowels doubled, as German compound words and Hungarian run long) and each message between
 * `[` and `]`, so a text that shows without them never went through a message, and a text cut
 * off shows where its end is gone: "Warenkorb" becomes "[Ŵååŕééñķööŕƀ]".
 *
 * Development and Storybook only (`?pseudo` on the dev server, the site toolbar's "Pseudo" in
 * Storybook): nothing in the production build imports this file, and an e2e test checks that
 * dist/ has no chunk of it. It transforms the AST the parser gives, so placeholders, plurals,
 * selects, tags and number formats stay what they are; German's plural rules still apply.
 */

export const pseudoMarkers = { start: '[', end: ']' } as const;

const accents: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

const vowels = /[aeiouyäöüAEIOUYÄÖÜ]/;

/** One literal's text: each letter accented, each vowel twice. */
export function pseudoText(text: string): string {
  let result = '';
  for (const character of text) {
    const accented = accents[character] ?? character;
    result += vowels.test(character) ? accented + accented.toLowerCase() : accented;
  }
  return result;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element): MessageFormatElement => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: pseudoText(element.value) };
      case TYPE.tag:
        return { ...element, children: pseudoElements(element.children) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: pseudoElements(option.value) },
            ]),
          ),
        } as MessageFormatElement;
      default:
        // Arguments, `#`, numbers, dates and times are the values, not text to translate.
        return element;
    }
  });
}

/** One message, in the pseudo-locale, as the AST react-intl formats. */
export function pseudoMessage(message: string): MessageFormatElement[] {
  return [
    { type: TYPE.literal, value: pseudoMarkers.start },
    ...pseudoElements(parse(message)),
    { type: TYPE.literal, value: pseudoMarkers.end },
  ];
}

/** Every message of a locale file (the German source), in the pseudo-locale. */
export function pseudoMessages(source: Record<string, string>): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, pseudoMessage(message)]));
}

/**
 * The pseudo-locale's messages, made from the German source file: `@translations` is the source
 * files on the dev server, in Storybook and in jest (webpack.config.ts, .storybook/main.ts).
 */
export const loadPseudoMessages = () =>
  import(/* webpackChunkName: "locale-de-DE" */ '@translations/de-DE').then((module) => pseudoMessages(module.default));
