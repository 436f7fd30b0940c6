/**
 * Spec §3 password rule and spec §5 new-password validation, shared by the server (which refuses a
 * password that breaks the rule) and the web (which lists each requirement as met or unmet).
 */

/** Spec §3: the password rule the server serves from `account/retrievePasswordRule`. */
export type PasswordRule = {
  minimumLength: number;
  maximumLength: number;
  /** At least one digit and one letter. */
  alphaNumeric: boolean;
  /** At least `requiredSatisfyRule` of the four character classes. */
  enhancedRule: boolean;
  requiredSatisfyRule: number;
  requireBaseDigit: boolean;
  requireLowerCaseCharacter: boolean;
  requireUpperCaseCharacter: boolean;
  requireSpecialCharacter: boolean;
};

/** Spec §5: the special characters the enhanced rule counts. */
export const PASSWORD_SPECIAL_CHARACTERS = '~!@#$%^&*()_+{}:"<>?';

/** The brand-independent default rule (spec §3 names the fields; §5 the four classes). */
export const DEFAULT_PASSWORD_RULE: PasswordRule = {
  minimumLength: 8,
  maximumLength: 20,
  alphaNumeric: true,
  enhancedRule: true,
  requiredSatisfyRule: 3,
  requireBaseDigit: false,
  requireLowerCaseCharacter: false,
  requireUpperCaseCharacter: false,
  requireSpecialCharacter: false,
};

/** The four character classes of the enhanced rule (spec §5). */
export type CharacterClass = 'digit' | 'lower_case' | 'upper_case' | 'special';

/** One requirement of a rule, checked against a candidate password. */
export type PasswordRequirement =
  | { kind: 'minimum_length'; length: number; isMet: boolean }
  | { kind: 'maximum_length'; length: number; isMet: boolean }
  | { kind: 'allowed_characters'; isMet: boolean }
  | { kind: 'letter_and_digit'; isMet: boolean }
  | { kind: 'character_classes'; required: number; satisfied: number; isMet: boolean }
  | { kind: 'character_class'; characterClass: CharacterClass; isMet: boolean };

/**
 * The spec §8 code of the first requirement a new password misses: the reset and the trade
 * password change number them alike (ERR005-ERR010).
 */
export const PASSWORD_REQUIREMENT_CODES = {
  minimum_length: 'ERR005',
  maximum_length: 'ERR006',
  allowed_characters: 'ERR008',
  letter_and_digit: 'ERR009',
  character_classes: 'ERR010',
  character_class: 'ERR010',
} as const satisfies Record<PasswordRequirement['kind'], string>;

const classTests: Readonly<Record<CharacterClass, (char: string) => boolean>> = {
  digit: (char) => char >= '0' && char <= '9',
  lower_case: (char) => char >= 'a' && char <= 'z',
  upper_case: (char) => char >= 'A' && char <= 'Z',
  special: (char) => PASSWORD_SPECIAL_CHARACTERS.includes(char),
};

const CLASSES: readonly CharacterClass[] = ['digit', 'lower_case', 'upper_case', 'special'];

/** The character classes a candidate contains. */
export function characterClassesOf(candidate: string): Set<CharacterClass> {
  const found = new Set<CharacterClass>();
  for (const char of candidate) {
    for (const characterClass of CLASSES) {
      if (classTests[characterClass](char)) found.add(characterClass);
    }
  }
  return found;
}

/** Whether every character is a letter, a digit or one of the special characters. */
function hasOnlyAllowedCharacters(candidate: string): boolean {
  return [...candidate].every((char) => CLASSES.some((test) => classTests[test](char)));
}

function requiredClasses(rule: PasswordRule): CharacterClass[] {
  const flags: Record<CharacterClass, boolean> = {
    digit: rule.requireBaseDigit,
    lower_case: rule.requireLowerCaseCharacter,
    upper_case: rule.requireUpperCaseCharacter,
    special: rule.requireSpecialCharacter,
  };
  return CLASSES.filter((characterClass) => flags[characterClass]);
}

/**
 * Every requirement of `rule` with whether `candidate` meets it (spec §5), in display order:
 * length bounds (in characters), allowed characters, letters and digits when `alphaNumeric`,
 * `requiredSatisfyRule` of four classes when `enhancedRule`, then each class the rule demands.
 */
export function checkPassword(rule: PasswordRule, candidate: string): PasswordRequirement[] {
  const length = [...candidate].length;
  const classes = characterClassesOf(candidate);
  const hasLetter = classes.has('lower_case') || classes.has('upper_case');
  const requirements: PasswordRequirement[] = [
    { kind: 'minimum_length', length: rule.minimumLength, isMet: length >= rule.minimumLength },
    { kind: 'maximum_length', length: rule.maximumLength, isMet: length <= rule.maximumLength },
    { kind: 'allowed_characters', isMet: hasOnlyAllowedCharacters(candidate) },
  ];
  if (rule.alphaNumeric) {
    requirements.push({ kind: 'letter_and_digit', isMet: hasLetter && classes.has('digit') });
  }
  if (rule.enhancedRule) {
    const required = Math.min(rule.requiredSatisfyRule, CLASSES.length);
    requirements.push({
      kind: 'character_classes',
      required,
      satisfied: classes.size,
      isMet: classes.size >= required,
    });
  }
  for (const characterClass of requiredClasses(rule)) {
    requirements.push({
      kind: 'character_class',
      characterClass,
      isMet: classes.has(characterClass),
    });
  }
  return requirements;
}

/** Whether `candidate` meets every requirement of `rule`. */
export function isPasswordAcceptable(rule: PasswordRule, candidate: string): boolean {
  return checkPassword(rule, candidate).every((requirement) => requirement.isMet);
}
