import { describe, expect, it } from 'vitest';
import { requestHashOf } from './request-hash';

describe('requestHashOf', () => {
  it('reads the named decimal fields by value, at any depth', () => {
    const hash = (amount: string) =>
      requestHashOf({ orderType: 'S', subscriptions: [{ fundId: 'F', amount }] }, ['amount']);
    expect(hash('100.00')).toBe(hash('100'));
    expect(hash('1e2')).toBe(hash('100'));
    expect(hash('0100')).toBe(hash('100'));
    expect(hash('100.01')).not.toBe(hash('100'));
  });

  it('keeps other strings as typed, identifiers that look like numbers included', () => {
    const hash = (symbol: string) => requestHashOf({ symbol, price: '5' }, ['price']);
    expect(hash('00700')).not.toBe(hash('700'));
    expect(requestHashOf({ price: 'abc' }, ['price'])).not.toBe(requestHashOf({ price: 'ABC' }));
  });

  it('does not depend on the order of the keys, nor on absent, undefined or null fields', () => {
    expect(requestHashOf({ a: '1', b: 2 })).toBe(requestHashOf({ b: 2, a: '1' }));
    expect(requestHashOf({ a: '1', b: undefined, c: null })).toBe(requestHashOf({ a: '1' }));
    expect(requestHashOf({ a: '1', b: true })).not.toBe(requestHashOf({ a: '1', b: 'true' }));
  });

  it('tells bytes apart by their content', () => {
    const bytes = (text: string) => ({ proof: new TextEncoder().encode(text) });
    expect(requestHashOf(bytes('slip'))).toBe(requestHashOf(bytes('slip')));
    expect(requestHashOf(bytes('slip'))).not.toBe(requestHashOf(bytes('slap')));
  });
});
