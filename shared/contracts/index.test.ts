import { describe, expect, expectTypeOf, it } from 'vitest';
import { aliveInput, aliveOutput } from './example';
import { contracts, type CallInput, type CallName, type CallOutput } from './index';

describe('contracts', () => {
  it('keys every call as service/method with the service file schemas', () => {
    expect(Object.keys(contracts)).toContain('example/alive');
    expect(contracts['example/alive'].input).toBe(aliveInput);
    expect(contracts['example/alive'].output).toBe(aliveOutput);
    for (const name of Object.keys(contracts)) expect(name).toMatch(/^[a-z][a-z0-9-]*\/[a-zA-Z]+$/);
  });

  it('types inputs and outputs per call name', () => {
    expectTypeOf<'example/alive'>().toExtend<CallName>();
    expectTypeOf<CallInput<'example/alive'>>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<CallOutput<'example/alive'>>().toEqualTypeOf<{ serverId: string }>();
  });

  it('rejects unknown fields on input', () => {
    expect(aliveInput.safeParse({ extra: 1 }).success).toBe(false);
    expect(aliveInput.safeParse({}).success).toBe(true);
  });
});
