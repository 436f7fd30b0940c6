import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  characterClassesOf,
  checkPassword,
  DEFAULT_PASSWORD_RULE,
  isPasswordAcceptable,
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordRequirement,
  type PasswordRule,
} from './password-rule';

const unmet = (rule: PasswordRule, candidate: string) =>
  checkPassword(rule, candidate)
    .filter((requirement) => !requirement.isMet)
    .map((requirement) => requirement.kind);

describe('DEFAULT_PASSWORD_RULE', () => {
  it('is 8 to 20 characters, letters and digits, three of four classes', () => {
    expect(DEFAULT_PASSWORD_RULE).toMatchObject({
      minimumLength: 8,
      maximumLength: 20,
      alphaNumeric: true,
      enhancedRule: true,
      requiredSatisfyRule: 3,
    });
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('~!@#$%^&*()_+{}:"<>?');
  });

  it('accepts the demo password and refuses weak ones with the requirements they miss', () => {
    expect(isPasswordAcceptable(DEFAULT_PASSWORD_RULE, 'Portico#2026')).toBe(true);
    expect(unmet(DEFAULT_PASSWORD_RULE, 'Pa#1')).toEqual(['minimum_length']);
    expect(unmet(DEFAULT_PASSWORD_RULE, 'Portico#2026Portico#2026')).toEqual(['maximum_length']);
    expect(unmet(DEFAULT_PASSWORD_RULE, 'password')).toEqual([
      'letter_and_digit',
      'character_classes',
    ]);
    expect(unmet(DEFAULT_PASSWORD_RULE, 'password1')).toEqual(['character_classes']);
    expect(unmet(DEFAULT_PASSWORD_RULE, 'Password1')).toEqual([]);
    expect(unmet(DEFAULT_PASSWORD_RULE, 'Pass word1')).toEqual(['allowed_characters']);
    expect(unmet(DEFAULT_PASSWORD_RULE, 'Passwort1é')).toEqual(['allowed_characters']);
  });

  it('counts satisfied classes for the rule list', () => {
    const classes = checkPassword(DEFAULT_PASSWORD_RULE, 'abc123!!').find(
      (requirement) => requirement.kind === 'character_classes',
    );
    expect(classes).toEqual({ kind: 'character_classes', required: 3, satisfied: 3, isMet: true });
  });
});

describe('checkPassword', () => {
  it('lists only the requirements a rule switches on', () => {
    const bare: PasswordRule = {
      ...DEFAULT_PASSWORD_RULE,
      alphaNumeric: false,
      enhancedRule: false,
    };
    expect(checkPassword(bare, 'abcdefgh').map((requirement) => requirement.kind)).toEqual([
      'minimum_length',
      'maximum_length',
      'allowed_characters',
    ]);
  });

  it('demands each class the rule requires', () => {
    const strict: PasswordRule = {
      ...DEFAULT_PASSWORD_RULE,
      requireBaseDigit: true,
      requireLowerCaseCharacter: true,
      requireUpperCaseCharacter: true,
      requireSpecialCharacter: true,
    };
    const classRows = (candidate: string) =>
      checkPassword(strict, candidate).filter(
        (requirement): requirement is Extract<PasswordRequirement, { kind: 'character_class' }> =>
          requirement.kind === 'character_class',
      );
    expect(classRows('Password1').map((row) => [row.characterClass, row.isMet])).toEqual([
      ['digit', true],
      ['lower_case', true],
      ['upper_case', true],
      ['special', false],
    ]);
    expect(isPasswordAcceptable(strict, 'Password1!')).toBe(true);
  });

  it('counts length in characters, not UTF-16 units', () => {
    const rule: PasswordRule = { ...DEFAULT_PASSWORD_RULE, minimumLength: 2, maximumLength: 2 };
    const lengths = checkPassword(rule, '😀😀').slice(0, 2);
    expect(lengths.every((requirement) => requirement.isMet)).toBe(true);
  });

  it('agrees with a direct reading of the rule for any candidate', () => {
    const alphabet = fc.constantFrom(...'aZ9#~ é-'.split(''), ...PASSWORD_SPECIAL_CHARACTERS);
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 24 }), (chars) => {
        const candidate = chars.join('');
        const classes = characterClassesOf(candidate);
        const hasLetter = /[a-zA-Z]/.test(candidate);
        const isAllowed = /^[a-zA-Z0-9~!@#$%^&*()_+{}:"<>?]*$/.test(candidate);
        const expected =
          chars.length >= 8 &&
          chars.length <= 20 &&
          isAllowed &&
          hasLetter &&
          /\d/.test(candidate) &&
          classes.size >= 3;
        expect(isPasswordAcceptable(DEFAULT_PASSWORD_RULE, candidate)).toBe(expected);
      }),
    );
  });
});
