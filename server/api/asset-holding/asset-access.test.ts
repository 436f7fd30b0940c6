import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../shared/contracts/index';
import { png } from '../../test/cash-test-kit';
import {
  cookiesOf,
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
} from '../../test/auth-client';
import { assetCalls, flat } from '../../test/asset-test-kit';

/**
 * Manual assets through HTTP (issue 24): bad input refused with nothing stored, attachments
 * checked by content, and access by holder (C10001 and F10001 are one holder; another holder's
 * holding 403; an advisor reads but never changes).
 */

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

const { add, list, load, value } = assetCalls(() => t.app);

describe('bad input', () => {
  it('refuses negative, over-precise, unknown and over-long input, storing nothing', async () => {
    const session = await signIn(t.app, 'C10001');
    const count = async () =>
      (await list(session, { accountCode: 'C10001', reportingCurrency: 'HKD' })).totals.count;
    const before = await count();
    const refused = async (fields: object) => {
      const reply = await post(
        t.app,
        'asset-holding/addAssetHolding',
        { accountCode: 'C10001', ...flat('Bad'), ...fields },
        session,
      );
      return [reply.statusCode, reply.json<unknown>()];
    };
    expect(await refused({ totalValue: '-1' })).toEqual([
      400,
      { code: 'invalid_input', fields: { totalValue: 'asset_value_negative' } },
    ]);
    expect(await refused({ totalValue: '1.001' })).toEqual([
      400,
      { code: 'invalid_input', fields: { totalValue: 'asset_value_too_precise' } },
    ]);
    expect(await refused({ category: 'yacht' })).toEqual([
      400,
      { code: 'invalid_input', fields: { category: 'invalid_value' } },
    ]);
    expect(await refused({ name: 'x'.repeat(101) })).toEqual([
      400,
      { code: 'invalid_input', fields: { name: 'too_big' } },
    ]);
    expect(await refused({ currency: 'XYZ' })).toEqual([
      200,
      { result: 'currency_unknown', holding: null },
    ]);
    const exe = Buffer.from('MZ\u0090\u0000\u0003binary', 'latin1').toString('base64');
    expect(await refused({ attachments: [{ fileName: 'deed.png', contentBase64: exe }] })).toEqual([
      200,
      { result: 'attachment_invalid', holding: null },
    ]);
    expect(
      await refused({ attachments: [{ fileName: 'deed.pdf', contentBase64: png() }] }),
    ).toEqual([200, { result: 'attachment_invalid', holding: null }]);
    expect(await count()).toBe(before);
  });

  it('keeps an attachment checked by content and loads it back', async () => {
    const session = await signIn(t.app, 'C10001');
    const holding = await add(session, 'C10001', {
      ...flat('Deed flat'),
      attachments: [{ fileName: 'deed.png', contentBase64: png() }],
    });
    expect(holding.attachments).toMatchObject([{ fileName: 'deed.png', contentType: 'image/png' }]);
    const file = await post(
      t.app,
      'asset-holding/loadAssetAttachment',
      {
        accountCode: 'C10001',
        holdingId: holding.id,
        attachmentId: holding.attachments[0]?.id ?? 0,
      },
      session,
    );
    expect(file.json()).toEqual({
      result: 'ok',
      attachment: { fileName: 'deed.png', contentType: 'image/png', contentBase64: png() },
    });
  });
});

describe('access by holder', () => {
  it('refuses another holder’s holding with 403, naming their own account or the other’s', async () => {
    const holding = await add(await signIn(t.app, 'C10001'), 'C10001', flat('Private flat'));
    const other = await signIn(t.app, 'C10005');
    const viaOwn = await load(other, 'C10005', holding.id);
    expect([viaOwn.statusCode, viaOwn.json()]).toEqual([403, { code: 'forbidden' }]);
    const change = await value(other, holding.id, '2020-01-01', '1', 'C10005');
    expect(change).toEqual({ code: 'forbidden' });
    const viaTheirs = await load(other, 'C10001', holding.id);
    expect(viaTheirs.statusCode).toBe(403);
    const still = (await load(await signIn(t.app, 'C10001'), 'C10001', holding.id)).json<
      CallOutput<'asset-holding/loadAssetHolding'>
    >();
    expect(still.holding?.valuations).toHaveLength(1);
  });

  it('shows the holder’s holdings to their Fos session, which may change them', async () => {
    const holding = await add(await signIn(t.app, 'C10001'), 'C10001', flat('Shared flat'));
    const fos = await signIn(t.app, 'F10001', { source: 'fos' });
    const listed = await list(fos, { accountCode: 'F10001', reportingCurrency: 'HKD' });
    expect(listed.holdings.map((each) => each.id)).toContain(holding.id);
    expect((await value(fos, holding.id, '2020-01-01', '4000000', 'F10001')).result).toBe('ok');
    const added = await add(fos, 'F10001', flat('Fos flat'));
    expect(added).toMatchObject({ accountCode: 'F10001', source: 'fos' });
  });

  it('lets the linked advisor read but never change, acting for the client or not', async () => {
    const holding = await add(await signIn(t.app, 'C10001'), 'C10001', flat('Advised flat'));
    const advisor = await signIn(t.app, 'A30001');
    const read = (await load(advisor, 'C10001', holding.id)).json<
      CallOutput<'asset-holding/loadAssetHolding'>
    >();
    expect(read.holding).toMatchObject({ id: holding.id, canChange: false });
    const change = await post(
      t.app,
      'asset-holding/addAssetHolding',
      { accountCode: 'C10001', ...flat('No') },
      advisor,
    );
    expect([change.statusCode, change.json()]).toEqual([403, { code: 'forbidden' }]);
    const opened = await post(
      t.app,
      'account/openAdviseeSession',
      { accountCode: 'C10001' },
      advisor,
    );
    const acting = {
      sessionId: opened.json<{ sessionId: string }>().sessionId,
      cookies: cookiesOf(opened),
    };
    const actingRead = (await load(acting, 'C10001', holding.id)).json<
      CallOutput<'asset-holding/loadAssetHolding'>
    >();
    expect(actingRead.holding?.canChange).toBe(false);
    const actingChange = await post(
      t.app,
      'market-value-history/addMarketValue',
      { accountCode: 'C10001', holdingId: holding.id, valuedOn: '2020-01-01', value: '1' },
      acting,
    );
    expect(actingChange.statusCode).toBe(403);
  });
});
