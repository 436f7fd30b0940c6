import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CallInput, CallOutput } from '../../shared/contracts/index';
import { post, type BrowserSession } from './auth-client';

/** The manual assets' HTTP tests' helpers, on one test app. */

export type Added = CallOutput<'asset-holding/addAssetHolding'>;
export type Holding = NonNullable<Added['holding']>;
type HoldingFields = Omit<CallInput<'asset-holding/addAssetHolding'>, 'accountCode'>;

/** A real-estate holding of HKD 5,000,000 named `name`. */
export const flat = (name: string): HoldingFields => ({
  category: 'real_estate',
  name,
  currency: 'HKD',
  valueBasis: 'total',
  totalValue: '5000000',
});

/** The calls, on the app `app()` answers. */
export function assetCalls(app: () => FastifyInstance) {
  const add = async (
    session: BrowserSession,
    accountCode: string,
    fields: HoldingFields,
  ): Promise<Holding> => {
    const reply = await post(
      app(),
      'asset-holding/addAssetHolding',
      { accountCode, ...fields },
      session,
    );
    const answer = reply.json<Added>();
    expect([reply.statusCode, answer.result]).toEqual([200, 'ok']);
    return answer.holding as Holding;
  };
  const list = async (
    session: BrowserSession,
    input: CallInput<'asset-holding/searchAssetHoldings'>,
  ) =>
    (await post(app(), 'asset-holding/searchAssetHoldings', input, session)).json<
      CallOutput<'asset-holding/searchAssetHoldings'>
    >();
  const load = (
    session: BrowserSession,
    accountCode: string,
    holdingId: number,
    reportingCurrency = 'HKD',
  ) =>
    post(
      app(),
      'asset-holding/loadAssetHolding',
      { accountCode, holdingId, reportingCurrency },
      session,
    );
  const value = async (
    session: BrowserSession,
    holdingId: number,
    valuedOn: string,
    amount: string,
    accountCode = 'C10001',
  ) =>
    (
      await post(
        app(),
        'market-value-history/addMarketValue',
        { accountCode, holdingId, valuedOn, value: amount },
        session,
      )
    ).json<CallOutput<'market-value-history/addMarketValue'>>();
  return { add, list, load, value };
}
