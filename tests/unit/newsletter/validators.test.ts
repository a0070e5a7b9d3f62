import {
  emailPattern,
  isEmailAddress,
  validateEmail,
  validateOptionalName,
  validateRequiredFirstName,
  validateRequiredLastName,
  validateRequiredLegals,
  validateRequiredSalutation,
} from '../../../src/features/newsletter/validators';
import { newsletterErrorMessages, tooLongMessage } from '../../../src/features/newsletter/messages';

const idOf = (error: ReturnType<typeof validateEmail>) =>
  error === undefined ? undefined : 'message' in error ? error.message.id : error.id;

describe('the e-mail rule (newsletter-footer-preview.md 5)', () => {
  it.each([
    'anna@example.de',
    'anna.schmidt@example.de',
    'anna-maria@example.de',
    'anna+newsletter@example.de',
    "o'brien@example.ie",
    'a_b@example.de',
    'ANNA@EXAMPLE.DE',
    '123@example.de',
    'anna@sub.domain.example.co.uk',
    'anna@my-shop.de',
    'anna@x.de',
    'jörg@müller.de',
    'özlem@şirket.com.tr',
    'łukasz@przykład.pl',
    '  anna@example.de  ',
  ])('accepts %j', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it.each([
    ['anna', 'no @'],
    ['anna@example', 'a domain without a dot'],
    ['@example.de', 'nothing before @'],
    ['anna@', 'nothing after @'],
    ['anna@@example.de', 'two @'],
    ['.anna@example.de', 'a leading separator'],
    ['anna.@example.de', 'a separator before @'],
    ['an..na@example.de', 'two separators in a row'],
    ['anna@example..de', 'two dots in the domain'],
    ['anna@-example.de', 'a domain starting with a hyphen'],
    ['anna@example.de.', 'a trailing dot'],
    ['anna@example.de-', 'a trailing hyphen'],
    ['an na@example.de', 'a space inside'],
    ['anna@exa mple.de', 'a space in the domain'],
    ['anna!@example.de', 'a character outside the allowed separators'],
    ['anna@example+shop.de', 'a plus in the domain'],
    ['anna@example.de\u0000', 'a control character'],
  ])('refuses %j (%s) with the regex message', (email) => {
    expect(validateEmail(email)).toBe(newsletterErrorMessages.emailInvalid);
  });

  it.each(['', '   ', '\t\n', undefined])('calls %j missing: required means non-blank after trimming', (email) => {
    expect(validateEmail(email)).toBe(newsletterErrorMessages.emailRequired);
  });

  it('accepts 256 characters and refuses 257', () => {
    const local = 'a'.repeat(64);
    const domainOf = (total: number) => `${'b'.repeat(total - local.length - 1 - 3)}.de`;
    const at256 = `${local}@${domainOf(256)}`;
    const at257 = `${local}@${domainOf(257)}`;
    expect(at256).toHaveLength(256);
    expect(validateEmail(at256)).toBeUndefined();
    expect(idOf(validateEmail(at257))).toBe(tooLongMessage.id);
    expect(validateEmail(at257)).toEqual({ message: tooLongMessage, values: { max: 256 } });
  });

  it('judges the pattern alone, without the length rule, for any length', () => {
    expect(isEmailAddress(`anna@${'x'.repeat(1000)}.de`)).toBe(true);
    expect(isEmailAddress(`anna@${'x.'.repeat(1000)}`)).toBe(false);
    expect(isEmailAddress(`jörg@${'ü'.repeat(1000)}.de`)).toBe(true);
    expect(isEmailAddress(`jörg@${'ü.'.repeat(1000)}`)).toBe(false);
  });

  it('judges an ASCII address by its shortcut exactly as the pattern in any script judges it', () => {
    // Strings of the characters that decide the shape, and of some the pattern never allows.
    const alphabet = ['a', 'Z', '7', '_', '-', '+', '.', "'", '@', '!', ' ', '\u0000', '~'];
    let seed = 38;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const inputs = Array.from({ length: 20_000 }, () =>
      Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join(''),
    );
    // Shapes that pass are rare among random strings: valid addresses with one character changed.
    const valid = ['a.b-c@d-e.f_g', "o'b+c@x.y.z", '_@_._', 'anna+news@my-shop.example.de'];
    for (const address of valid)
      for (let i = 0; i < 500; i++) {
        const at = Math.floor(random() * address.length);
        const character = alphabet[Math.floor(random() * alphabet.length)];
        inputs.push(address.slice(0, at) + character + address.slice(at + 1));
      }
    const disagreements = inputs.filter((input) => isEmailAddress(input) !== emailPattern.test(input));
    expect(disagreements).toEqual([]);
    expect(inputs.filter((input) => isEmailAddress(input)).length).toBeGreaterThan(500);
  });
});

describe('the name rules', () => {
  it.each([
    'Anna',
    'Anna-Maria',
    'Anna Maria',
    "D'Angelo",
    'Müller-Lüdenscheidt',
    'Çağlar',
    'Łucja',
    'Nagy & Társa',
    'Anna (Annie)',
    'Schmidt/Meyer',
    'Dr. Müller',
    'J.R.',
    'Anna 2',
    'Ludwig XIV.',
    'van´t Hoff',
    'O`Neil',
    'Anna, Bert',
    'Anna+Bert',
    'Zoe\u0308', // with a combining diaeresis
  ])('accept %j', (name) => {
    expect(validateOptionalName(name)).toBeUndefined();
    expect(validateRequiredFirstName(name)).toBeUndefined();
  });

  it.each(['Anna!', 'Anna_', 'Anna@Home', 'Anna#1', 'Anna"', 'Anna;', 'Anna:', 'http://shop.de', '<b>Anna</b>'])(
    'refuse %j for an invalid character',
    (name) => {
      expect(validateOptionalName(name)).toBe(newsletterErrorMessages.invalidCharacter);
    },
  );

  it.each(['www.shop', 'Anna www.shop.de', 'shop.de', 'Anna shop.com', 'x.com', 'anna.schmidt'])(
    'refuse %j for a web address or domain',
    (name) => {
      expect(validateOptionalName(name)).toBe(newsletterErrorMessages.noUrl);
    },
  );

  it('accept 40 characters and refuse 41', () => {
    expect(validateOptionalName('a'.repeat(40))).toBeUndefined();
    expect(validateOptionalName('a'.repeat(41))).toEqual({ message: tooLongMessage, values: { max: 40 } });
  });

  it('judge the trimmed value: spaces around a name do not count toward 40', () => {
    expect(validateOptionalName(`  ${'a'.repeat(40)}  `)).toBeUndefined();
  });

  it('let an optional name stay empty', () => {
    expect(validateOptionalName('')).toBeUndefined();
    expect(validateOptionalName('   ')).toBeUndefined();
    expect(validateOptionalName(undefined)).toBeUndefined();
  });

  it.each(['', '   ', undefined])('call a required name %j missing, each with its own text', (name) => {
    expect(validateRequiredFirstName(name)).toBe(newsletterErrorMessages.firstNameRequired);
    expect(validateRequiredLastName(name)).toBe(newsletterErrorMessages.lastNameRequired);
  });
});

describe('the salutation and the newsletter checkbox', () => {
  it('require a chosen salutation where required', () => {
    expect(validateRequiredSalutation('')).toBe(newsletterErrorMessages.salutationRequired);
    expect(validateRequiredSalutation(undefined)).toBe(newsletterErrorMessages.salutationRequired);
    expect(validateRequiredSalutation('MRS')).toBeUndefined();
  });

  it('require the ticked newsletter checkbox where required', () => {
    expect(validateRequiredLegals([])).toBe(newsletterErrorMessages.legalsRequired);
    expect(validateRequiredLegals(undefined)).toBe(newsletterErrorMessages.legalsRequired);
    expect(validateRequiredLegals(['NEWSLETTER'])).toBeUndefined();
  });
});
