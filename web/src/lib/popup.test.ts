import { describe, expect, it } from 'vitest';
import { mayCloseOnOutsideClick, POPUP_OUTSIDE_CLICK_DELAY_MS } from './popup';

describe('popup outside click (spec §9: only after 500 ms)', () => {
  it('ignores an outside click within 500 ms of opening and honours one after', () => {
    expect(POPUP_OUTSIDE_CLICK_DELAY_MS).toBe(500);
    expect(mayCloseOnOutsideClick(1_000, 1_499)).toBe(false);
    expect(mayCloseOnOutsideClick(1_000, 1_500)).toBe(true);
    expect(mayCloseOnOutsideClick(null, 0)).toBe(true);
  });
});
