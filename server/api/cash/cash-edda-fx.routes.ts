import { cashContracts } from '../../../shared/contracts/cash';
import { FPS_CURRENCIES } from '../../../shared/domain/cash-instruction';
import { CASH_RESULT } from '../../../shared/domain/cash-results';
import { cashTradeRefusal, setupEddaWithAgreement } from '../../commands/cash.command';
import { clientClaim } from '../client-claim';
import { defineCall } from '../registry';
import { authorityOf, ownMoneyClaim, eddaIdTypesOf, refusedInstruction } from './cash-authority';
import { eddaAnswer, eddaView, fxQuoteView, instructionAnswer, resultOf } from './cash-views';

/** The eDDA, FPS and FX calls of the `cash` service (flags edda and fx). */

/** `cash/retrieveFpsCurrencyList` (spec §7): `{}` -> the FPS currency codes. */
export const retrieveFpsCurrencyListCall = defineCall({
  service: 'cash',
  method: 'retrieveFpsCurrencyList',
  ...cashContracts.retrieveFpsCurrencyList,
  access: 'session',
  feature: 'edda',
  handler: async () => Promise.resolve([...FPS_CURRENCIES]),
});

/** `cash/searchEddaAuthorisations`. */
export const searchEddaAuthorisationsCall = defineCall({
  service: 'cash',
  method: 'searchEddaAuthorisations',
  ...cashContracts.searchEddaAuthorisations,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'edda',
  handler: async (_input, context) => ({
    authorisations: (await context.backOffices.gateway.cash.eddaAuthorisations(context.client)).map(
      eddaView,
    ),
  }),
});

/** `cash/setupEdda`: with the eDDA agreement accepted; the bank answers within seconds. */
export const setupEddaCall = defineCall({
  service: 'cash',
  method: 'setupEdda',
  ...cashContracts.setupEdda,
  access: 'session',
  account: ownMoneyClaim,
  feature: 'edda',
  handler: async ({ accountCode: _code, ...input }, context) => {
    const idTypes: readonly string[] = eddaIdTypesOf(
      context.config.brand.features.multipleEddaPassports,
    );
    if (!idTypes.includes(input.idType))
      return { ...resultOf(CASH_RESULT.eddaInvalidDetails), authorisation: null };
    const outcome = await setupEddaWithAgreement(
      { db: context.db, cash: context.backOffices.gateway.cash },
      { ...input, client: context.client, now: context.now },
    );
    return eddaAnswer(outcome);
  },
});

/** `cash/cancelEdda`. */
export const cancelEddaCall = defineCall({
  service: 'cash',
  method: 'cancelEdda',
  ...cashContracts.cancelEdda,
  access: 'session',
  account: ownMoneyClaim,
  feature: 'edda',
  handler: async ({ ddaReference }, context) => {
    const outcome = await context.backOffices.gateway.cash.cancelEdda(
      context.client,
      ddaReference,
      context.now,
    );
    return eddaAnswer(outcome);
  },
});

/**
 * `cash/placeEddaDeposit`: the simulated bank debits within seconds (a job). A deposit moves no
 * money out of the account, so it asks for no trade password (issue 31 §14).
 */
export const placeEddaDepositCall = defineCall({
  service: 'cash',
  method: 'placeEddaDeposit',
  ...cashContracts.placeEddaDeposit,
  access: 'session',
  account: ownMoneyClaim,
  feature: 'edda',
  handler: async ({ accountCode: _code, ...input }, context) =>
    instructionAnswer(
      await context.backOffices.gateway.cash.placeEddaDeposit({
        ...input,
        client: context.client,
        now: context.now,
      }),
    ),
});

/** `cash/placeFpsWithdrawal`: to the client's FPS id; W until the back office approves. */
export const placeFpsWithdrawalCall = defineCall({
  service: 'cash',
  method: 'placeFpsWithdrawal',
  ...cashContracts.placeFpsWithdrawal,
  access: 'session',
  account: ownMoneyClaim,
  feature: 'edda',
  handler: async ({ accountCode: _code, tradePassword, ...input }, context) => {
    const refusal = await cashTradeRefusal(context, authorityOf(context, tradePassword));
    if (refusal) return refusedInstruction(refusal);
    const outcome = await context.backOffices.gateway.cash.placeWithdrawal({
      ...input,
      channel: 'fps',
      method: 'fps',
      client: context.client,
      now: context.now,
    });
    return instructionAnswer(outcome);
  },
});

/** `cash/quoteFx`: firm for the stated seconds. */
export const quoteFxCall = defineCall({
  service: 'cash',
  method: 'quoteFx',
  ...cashContracts.quoteFx,
  access: 'session',
  account: ownMoneyClaim,
  feature: 'fx',
  handler: async ({ accountCode: _code, ...input }, context) => {
    const outcome = await context.backOffices.gateway.cash.quoteFx({
      ...input,
      client: context.client,
      now: context.now,
    });
    return {
      ...resultOf(outcome.result),
      quote: outcome.quote ? fxQuoteView(outcome.quote) : null,
    };
  },
});

/** `cash/executeFx`: before expiry, at most once. */
export const executeFxCall = defineCall({
  service: 'cash',
  method: 'executeFx',
  ...cashContracts.executeFx,
  access: 'session',
  account: ownMoneyClaim,
  feature: 'fx',
  handler: async ({ accountCode: _code, tradePassword, ...input }, context) => {
    const refusal = await cashTradeRefusal(
      context,
      authorityOf(context, tradePassword),
      CASH_RESULT.fxTradePasswordRequired,
    );
    if (refusal)
      return { ...resultOf(refusal.result), tradePassword: refusal.tradePassword, quote: null };
    const outcome = await context.backOffices.gateway.cash.executeFx({
      ...input,
      client: context.client,
      now: context.now,
    });
    return {
      ...resultOf(outcome.result),
      quote: outcome.quote ? fxQuoteView(outcome.quote) : null,
    };
  },
});

/** The eDDA, FPS and FX calls. */
export const cashEddaFxCalls = [
  retrieveFpsCurrencyListCall,
  searchEddaAuthorisationsCall,
  setupEddaCall,
  cancelEddaCall,
  placeEddaDepositCall,
  placeFpsWithdrawalCall,
  quoteFxCall,
  executeFxCall,
];
