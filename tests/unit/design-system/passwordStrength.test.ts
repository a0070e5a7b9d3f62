import { limits } from '../../../src/config/limits';
import { passwordStrength } from '../../../src/design-system/TextInput/passwordStrength';

describe('passwordStrength', () => {
  test('an empty password is 0', () => {
    expect(passwordStrength('')).toBe(0);
  });

  test(`a password of ${limits.passwordMinLength - 1} characters is 0 whatever it contains`, () => {
    expect(passwordStrength('Abcdef1')).toBe(0);
  });

  test('eight characters of no class (symbols only) are 0', () => {
    expect(passwordStrength('!!!!!!!!')).toBe(0);
  });

  test('counts characters, not UTF-16 units: six characters and an emoji are too short', () => {
    const sevenCharacters = 'Abcde1\u{1F600}';
    expect(sevenCharacters).toHaveLength(8);
    expect(passwordStrength(sevenCharacters)).toBe(0);
    expect(passwordStrength('Abcdef1\u{1F600}')).toBe(3);
  });

  test.each([
    ['abcdefgh', 1],
    ['12345678', 1],
    ['ABCDEFGH', 1],
    ['abcdefg1', 2],
    ['ABCDEFG1', 2],
    ['Abcdefgh', 2],
    ['Abcdefg1', 3],
    ['Abc!def1 ghi', 3],
  ])('%s is %i (one point per class: lowercase, digit, uppercase)', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  test('letters of the sites’ languages count as lower and upper case', () => {
    expect(passwordStrength('ąęłśźżćń')).toBe(1);
    expect(passwordStrength('Şifreğüö')).toBe(2);
  });
});
