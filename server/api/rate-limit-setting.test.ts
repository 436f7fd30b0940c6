import { describe, expect, it } from 'vitest';
import { createTestApp, type TestAppOptions } from '../test/test-app';

/** RATE_LIMIT_PER_MINUTE sets the per-address limit; buildApp's rateLimit option overrides it. */

async function statusesOf(options: TestAppOptions, count: number): Promise<number[]> {
  const { app, close } = await createTestApp({ ...options, isSeeded: false });
  try {
    const statuses: number[] = [];
    for (let index = 0; index < count; index++) {
      const reply = await app.inject({ method: 'POST', url: '/portal/api/example/alive' });
      statuses.push(reply.statusCode);
    }
    return statuses;
  } finally {
    await close();
  }
}

describe('the per-address rate limit', () => {
  it('follows RATE_LIMIT_PER_MINUTE', async () => {
    expect(await statusesOf({ env: { RATE_LIMIT_PER_MINUTE: '2' } }, 3)).toEqual([200, 200, 429]);
  });

  it("gives way to buildApp's rateLimit option", async () => {
    const rateLimit = { max: 3, timeWindowMs: 60_000 };
    expect(await statusesOf({ env: { RATE_LIMIT_PER_MINUTE: '2' }, rateLimit }, 4)).toEqual([
      200, 200, 200, 429,
    ]);
  });
});
