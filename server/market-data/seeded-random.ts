/**
 * Deterministic randomness for the simulated feed: integer-only (Math.imul and shifts), so every
 * JavaScript engine produces the same sequence from the same seed, whatever day the code runs.
 */

/** FNV-1a 32-bit hash of a string, to derive a per-instrument seed from its id. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A resumable generator of unsigned 32-bit integers (mulberry32). */
export type SeededRandom = { nextUint32(): number };

/** mulberry32 seeded with a 32-bit integer: small, fast and good enough for a price walk. */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  return {
    nextUint32() {
      state = (state + 0x6d2b79f5) >>> 0;
      let mixed = Math.imul(state ^ (state >>> 15), state | 1);
      mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
      return (mixed ^ (mixed >>> 14)) >>> 0;
    },
  };
}
