import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Opaque secrets (docs/DECISIONS.md §4): 32 random bytes, base64url. Only their SHA-256 is stored,
 * so a database leak yields no usable token and logout or rotation takes effect at once.
 */

/** A new random secret: 32 bytes, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a secret, hex; what the database keeps. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares two hex hashes in constant time (no timing hint of how much matched). */
export function hashesMatch(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** A random string of `length` decimal digits (one-time passwords, spec §9: 6 digits). */
export function randomDigits(length: number): string {
  let digits = '';
  for (let index = 0; index < length; index++) digits += String(randomInt(10));
  return digits;
}

// Crockford-style alphabet without 0/O and 1/I/L, so a key read from an email is typed right.
const KEY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A random verification key of `length` unambiguous upper-case letters and digits. */
export function randomKey(length: number): string {
  let key = '';
  for (let index = 0; index < length; index++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}
