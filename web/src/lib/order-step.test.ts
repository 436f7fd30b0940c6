import { describe, expect, it } from 'vitest';
import { stepAfterReview } from './order-step';

describe('order step', () => {
  it('skips the confirmation only when the client asked to', () => {
    expect(stepAfterReview(true)).toBe('place');
    expect(stepAfterReview(false)).toBe('confirm');
  });
});
