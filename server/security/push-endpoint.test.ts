import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  pinnedLookup,
  pushEndpointHost,
  resolvePushDestination,
  type PushLookup,
} from './push-endpoint';

/**
 * Where Web Push may connect: public addresses only, endpoints checked by their text and again
 * by every address their host resolves to, and the connection pinned to the addresses checked.
 * The accepted and refused endpoints through the call are notification-subscriptions.test.ts's.
 */

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '142.250.72.14',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '2001:4860:4860::8888',
    '2a00:1450:4009:81f::200e',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.255.0.1',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.255.255',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.0.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.251',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:7f00:1',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'ff02::1',
    '2001:db8::1',
    '2001::1',
    '2002:7f00:1::1',
    'not an address',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('pushEndpointHost', () => {
  it('names the host, and the address of an IP literal', () => {
    expect(pushEndpointHost('https://fcm.googleapis.com/fcm/send/x')).toEqual({
      hostname: 'fcm.googleapis.com',
      address: null,
    });
    expect(pushEndpointHost('https://[2001:4860:4860::8888]:8443/p')).toEqual({
      hostname: '[2001:4860:4860::8888]',
      address: '2001:4860:4860::8888',
    });
  });

  it('refuses an endpoint not written in its canonical form, which parsers may read apart', () => {
    for (const endpoint of [
      'https://FCM.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com\\@127.0.0.1/x',
      'https://fcm.googleapis.com',
      'https://0x7f.0.0.1/x',
      ' https://fcm.googleapis.com/x',
      'https://fcm.google\napis.com/x',
    ]) {
      expect(pushEndpointHost(endpoint), endpoint).toBeNull();
    }
  });
});

const answering =
  (answers: Record<string, readonly LookupAddress[] | Error>): PushLookup =>
  (hostname) => {
    const answer = answers[hostname];
    if (answer === undefined) return Promise.reject(new Error(`ENOTFOUND ${hostname}`));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };

describe('resolvePushDestination', () => {
  const lookup = answering({
    'push.example.com': [
      { address: '8.8.8.8', family: 4 },
      { address: '2001:4860:4860::8888', family: 6 },
    ],
    'rebound.example.com': [
      { address: '8.8.8.8', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ],
    'private.example.com': [{ address: '10.0.0.7', family: 4 }],
    'mapped.example.com': [{ address: '::ffff:127.0.0.1', family: 6 }],
    'empty.example.com': [],
  });

  it('answers every address of a public host', async () => {
    expect(await resolvePushDestination('https://push.example.com/p/1', lookup)).toEqual({
      kind: 'public',
      addresses: [
        { address: '8.8.8.8', family: 4 },
        { address: '2001:4860:4860::8888', family: 6 },
      ],
    });
    expect(await resolvePushDestination('https://8.8.4.4/p/1', lookup)).toEqual({
      kind: 'public',
      addresses: [{ address: '8.8.4.4', family: 4 }],
    });
  });

  it('refuses a host with any address that is not public', async () => {
    for (const host of ['rebound', 'private', 'mapped']) {
      const endpoint = `https://${host}.example.com/p/1`;
      expect(await resolvePushDestination(endpoint, lookup), host).toEqual({ kind: 'refused' });
    }
  });

  it('refuses by the text alone, without resolving', async () => {
    const never: PushLookup = () => Promise.reject(new Error('must not resolve'));
    for (const endpoint of [
      'http://push.example.com/p',
      'https://127.0.0.1/p',
      'https://x.local/p',
    ]) {
      expect(await resolvePushDestination(endpoint, never), endpoint).toEqual({ kind: 'refused' });
    }
  });

  it('tells a name that does not resolve from a refused one', async () => {
    const missing = await resolvePushDestination('https://gone.example.com/p', lookup);
    expect(missing.kind).toBe('unresolved');
    const empty = await resolvePushDestination('https://empty.example.com/p', lookup);
    expect(empty.kind).toBe('unresolved');
  });
});

describe('pinnedLookup', () => {
  const addresses = [
    { address: '8.8.8.8', family: 4 },
    { address: '2001:4860:4860::8888', family: 6 },
  ];
  const ask = (options: Parameters<ReturnType<typeof pinnedLookup>>[1]) =>
    new Promise<{ error: unknown; address: unknown; family: unknown }>((resolve) => {
      pinnedLookup(addresses)('elsewhere.example.com', options, (error, address, family) =>
        resolve({ error, address, family }),
      );
    });

  it('answers the checked addresses whatever name it is asked for', async () => {
    expect(await ask({ all: true })).toMatchObject({ error: null, address: addresses });
    expect(await ask({})).toMatchObject({ error: null, address: '8.8.8.8', family: 4 });
    expect(await ask({ family: 6 })).toMatchObject({ address: '2001:4860:4860::8888', family: 6 });
    expect(await ask({ family: 4, all: true })).toMatchObject({ address: [addresses[0]] });
  });

  it('answers an error, never another address, when no checked address has the family', async () => {
    const only4 = await new Promise<{ error: NodeJS.ErrnoException | null }>((resolve) => {
      pinnedLookup([{ address: '8.8.8.8', family: 4 }])('x', { family: 6 }, (error) =>
        resolve({ error }),
      );
    });
    expect(only4.error?.code).toBe('ENOTFOUND');
  });
});
