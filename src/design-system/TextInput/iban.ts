/** ISO 13616: no IBAN is longer than 34 characters. */
export const ibanMaxLength = 34;

/** The IBAN's country code: two letters before the check digits and the account number. */
const countryCodeLength = 2;

/** Spaces every four characters, the way IBANs are printed (ISO 13616 "paper format"). */
const groupSize = 4;

/**
 * The compact IBAN of whatever was typed or pasted: spaces and other separators dropped, letters
 * upper-cased. The spec (newsletter-footer-preview.md 2.5: "accepts letters first, then digits") is
 * read as two country letters, then digits only. That holds for every IBAN of DE, AT, CZ, HU, PL
 * and SK, whose account part is numeric in the SWIFT IBAN registry. The registry allows letters
 * in the account part of CH (5n 12c) and TR (6n 16c); such IBANs are rare and not supported.
 *
 * Filters left to right, each character judged only by how many were kept before it, so the
 * result of a prefix is a prefix of the result: the caret can be placed by counting.
 */
export function normaliseIban(input: string, maxLength: number = ibanMaxLength): string {
  let compact = '';
  for (const character of input) {
    if (compact.length >= maxLength) break;
    const wanted = compact.length < countryCodeLength ? /^[A-Za-z]$/ : /^[0-9]$/;
    if (wanted.test(character)) compact += character.toUpperCase();
  }
  return compact;
}

/** The IBAN in groups of four separated by single spaces: "DE89 3704 0044 0532 0130 00". */
export function formatIban(input: string, maxLength: number = ibanMaxLength): string {
  const compact = normaliseIban(input, maxLength);
  const groups: string[] = [];
  for (let start = 0; start < compact.length; start += groupSize) {
    groups.push(compact.slice(start, start + groupSize));
  }
  return groups.join(' ');
}
