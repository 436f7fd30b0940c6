import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { captureLog } from '../test/log-capture';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { createEmbeddedMessenger, OUTBOX_CAPACITY } from '../messaging/embedded-messenger';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const otp = (index: number) => ({
  accountCode: 'C10003',
  to: '+852 90010003',
  channel: 'sms' as const,
  text: `Your one-time password is ${String(index).padStart(6, '0')}`,
  code: String(index).padStart(6, '0'),
});

describe('the embedded messenger', () => {
  it('logs one outbox line per message', async () => {
    const log = captureLog();
    await createEmbeddedMessenger(log.logger).send(otp(1));
    expect(log.entries()).toEqual([
      expect.objectContaining({
        msg: 'outbox',
        accountCode: 'C10003',
        to: '+852 90010003',
        channel: 'sms',
        text: 'Your one-time password is 000001',
        code: '000001',
      }),
    ]);
  });

  it('keeps the last 100, newest first', async () => {
    const messenger = createEmbeddedMessenger(captureLog().logger);
    for (let index = 1; index <= OUTBOX_CAPACITY + 5; index++) await messenger.send(otp(index));
    const recent = messenger.recent();
    expect(recent).toHaveLength(OUTBOX_CAPACITY);
    expect(recent[0]?.code).toBe('000105');
    expect(recent.at(-1)?.code).toBe('000006');
  });
});

describe('GET /portal/dev/outbox', () => {
  const appWith = (demo: '1' | '0') => {
    const messenger = createEmbeddedMessenger(captureLog().logger);
    const config = loadConfig({ DEMO: demo, LOG_LEVEL: 'silent' });
    return { messenger, app: buildApp({ config, database, messenger, webRoot: '/nonexistent' }) };
  };

  it('lists sent messages, newest first, in demo mode', async () => {
    const { messenger, app: building } = appWith('1');
    const app = await building;
    try {
      await messenger.send(otp(1));
      await messenger.send({ ...otp(2), channel: 'email', to: 'c10003@example.com' });
      const reply = await app.inject({ method: 'GET', url: '/portal/dev/outbox' });
      expect(reply.statusCode).toBe(200);
      const { messages } = reply.json<{ messages: { code: string; sentAt: string }[] }>();
      expect(messages.map((message) => message.code)).toEqual(['000002', '000001']);
      expect(messages[0]).toMatchObject({ channel: 'email', to: 'c10003@example.com' });
      expect(Number.isNaN(Date.parse(messages[0]?.sentAt ?? ''))).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('does not exist outside demo mode', async () => {
    const { messenger, app: building } = appWith('0');
    const app = await building;
    try {
      await messenger.send(otp(1));
      const reply = await app.inject({ method: 'GET', url: '/portal/dev/outbox' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ code: 'not_found' });
    } finally {
      await app.close();
    }
  });
});
