import type { ReactNode } from 'react';
import { limits } from '../config/limits';
import type { NameOrder } from '../config/sites';

/**
 * The rules a name field follows (newsletter-footer-preview.md 5). The contact form takes them
 * from outside ("a rule schema supplied from outside"); the default is the newsletter's.
 */
export interface NameRules {
  /** Required means non-blank after trimming. */
  readonly required: boolean;
  readonly maxLength: number;
  /** The characters a name may hold, as a pattern matching the whole trimmed name. */
  readonly characters: RegExp;
  /** Refuse a web address or a domain inside the name. */
  readonly noWebAddress: boolean;
}

/** Letters, digits, whitespace and + & ' ` ´ , ( ) / . - (any script, with combining marks). */
export const nameCharacters = /^[\p{L}\p{M}\p{N}\s+&'`´,()/.-]*$/u;

/**
 * A web address or a domain inside a name: "www." anywhere, or a word directly followed by a dot
 * and a top-level domain of 2 to 24 Latin letters at the end of a word ("shop.de", "x.com").
 * "Dr. Müller" (a space after the dot) and "J.R." (one letter) stay names.
 */
export const webAddress = /(?:^|[^\p{L}\p{M}\p{N}])www\.|[\p{L}\p{N}]\.[A-Za-z]{2,24}(?![\p{L}\p{M}\p{N}])/u;

export const defaultNameRules: NameRules = {
  required: true,
  maxLength: limits.nameMaxLength,
  characters: nameCharacters,
  noWebAddress: true,
};

export type NameFault = 'required' | 'tooLong' | 'invalidCharacter' | 'noUrl';

/** What is wrong with a name under the rules, the first fault found, or undefined. */
export function nameFault(value: string | undefined, rules: NameRules): NameFault | undefined {
  const name = (value ?? '').trim();
  if (!name) return rules.required ? 'required' : undefined;
  if (name.length > rules.maxLength) return 'tooLong';
  if (!rules.characters.test(name)) return 'invalidCharacter';
  if (rules.noWebAddress && webAddress.test(name)) return 'noUrl';
  return undefined;
}

/** A form's two name fields in the order the site asks for them (the site table's `nameOrder`). */
export const inNameOrder = (order: NameOrder, fields: { given: ReactNode; family: ReactNode }): ReactNode[] =>
  order === 'familyFirst' ? [fields.family, fields.given] : [fields.given, fields.family];
