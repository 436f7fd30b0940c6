import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (docs/DECISIONS.md §2). @node-rs/argon2's defaults are argon2id
 * with OWASP's parameters (19 MiB, 2 passes, 1 lane), and each hash is a PHC string carrying its
 * own salt and parameters, so raising them later still verifies old hashes.
 */

/** Hashes a password to an argon2id PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` matches the PHC string `passwordHash`. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
