import { cashContracts } from '../../../shared/contracts/cash';
import {
  cashValueDate,
  dailyWithdrawalLimitOf,
  DEPOSIT_METHODS,
  FPS_CURRENCIES,
  FX_QUOTE_SECONDS,
  FX_SPREAD,
  PAYEE_ACCOUNTS,
  PROOF_REQUIRED_METHODS,
  WITHDRAWAL_METHODS,
  type CashInstructionStatus,
  type CashMovementType,
} from '../../../shared/domain/cash-instruction';
import { PROOF_KINDS, PROOF_MAX_BYTES } from '../../../shared/domain/cash-proof';
import { CASH_RESULT } from '../../../shared/domain/cash-results';
import { toDecimal } from '../../../shared/domain/decimal';
import { hongKongDate } from '../../../shared/domain/business-calendar';
import { cashTradeRefusal } from '../../commands/cash.command';
import { findCurrencies } from '../../repositories/currency.repository';
import { defineCall } from '../registry';
import { clientClaim } from '../client-claim';
import { authorityOf, ownMoneyClaim, eddaIdTypesOf, refusedInstruction } from './cash-authority';
import { cashEddaFxCalls } from './cash-edda-fx.routes';
import { eddaView, instructionAnswer, instructionView, resultOf } from './cash-views';

/** `cash/loadCashProfile`: what the cash screens need in one call. */
export const loadCashProfileCall = defineCall({
  service: 'cash',
  method: 'loadCashProfile',
  ...cashContracts.loadCashProfile,
  access: 'session',
  account: clientClaim('gateway'),
  handler: async (_input, context) => {
    const { config, now } = context;
    const gateway = context.backOffices.gateway;
    const currencies = [...config.brand.currencies.cash];
    const features = config.brand.features;
    const today = hongKongDate(now);
    const { instructions } = await gateway.cash.searchInstructions(context.client, {
      type: 'W',
      offset: 0,
      limit: 200,
    });
    const withdrawnToday = Object.fromEntries(
      currencies.map((currency) => [
        currency,
        instructions
          .filter(
            (row) =>
              row.currency === currency &&
              hongKongDate(row.placedAt) === today &&
              !['C', 'R', 'B'].includes(row.status),
          )
          .reduce((sum, row) => sum.add(row.amount), toDecimal('0'))
          .toFixed(),
      ]),
    );
    return {
      currencies,
      fpsCurrencies: FPS_CURRENCIES.filter((code) => currencies.includes(code)),
      depositMethods: [...DEPOSIT_METHODS],
      proofRequiredMethods: [...PROOF_REQUIRED_METHODS],
      withdrawalMethods: [...WITHDRAWAL_METHODS],
      cutOffs: { deposit: config.brand.cutOffs.deposit, withdraw: config.brand.cutOffs.withdraw },
      dailyWithdrawalLimits: Object.fromEntries(
        currencies.map((currency) => [currency, dailyWithdrawalLimitOf(currency)]),
      ),
      withdrawnToday,
      valueDates: {
        deposit: cashValueDate(now, config.brand.cutOffs.deposit),
        withdraw: cashValueDate(now, config.brand.cutOffs.withdraw),
      },
      proof: {
        maxBytes: PROOF_MAX_BYTES,
        extensions: Object.values(PROOF_KINDS).flatMap((kind) => [...kind.extensions]),
      },
      fx: {
        quoteSeconds: FX_QUOTE_SECONDS,
        spread: FX_SPREAD,
        hkdRates: Object.fromEntries(
          (await findCurrencies(context.db, currencies)).flatMap((row) =>
            row.hkdRate === null ? [] : [[row.code, toDecimal(row.hkdRate).toFixed()]],
          ),
        ),
      },
      eddaIdTypes: eddaIdTypesOf(config.brand.features.multipleEddaPassports),
      payeeAccounts: PAYEE_ACCOUNTS.filter((row) => currencies.includes(row.currency)),
      bankAccounts: await gateway.cash.bankAccounts(context.client),
      eddaAuthorisations: features.edda
        ? (await gateway.cash.eddaAuthorisations(context.client)).map(eddaView)
        : [],
    };
  },
});

/** `cash/searchCashMovements`: always available (spec §2.10 movement). */
export const searchCashMovementsCall = defineCall({
  service: 'cash',
  method: 'searchCashMovements',
  ...cashContracts.searchCashMovements,
  access: 'session',
  account: clientClaim('gateway'),
  handler: async ({ accountCode: _code, type, ...filter }, context) => {
    const found = await context.backOffices.gateway.cash.movements(context.client, {
      ...filter,
      type: type as CashMovementType | undefined,
    });
    return {
      total: found.total,
      movements: found.movements.map((row) => ({ ...row, postedAt: row.postedAt.toISOString() })),
    };
  },
});

/** `cash/placeDeposit`: a request by hand with its proof. */
export const placeDepositCall = defineCall({
  service: 'cash',
  method: 'placeDeposit',
  ...cashContracts.placeDeposit,
  access: 'session',
  account: ownMoneyClaim,
  feature: 'cashTopUp',
  handler: async ({ accountCode: _code, proof, ...input }, context) => {
    const outcome = await context.backOffices.gateway.cash.placeDeposit({
      ...input,
      client: context.client,
      now: context.now,
      proof: proof
        ? {
            fileName: proof.fileName,
            content: new Uint8Array(Buffer.from(proof.contentBase64, 'base64')),
          }
        : undefined,
    });
    return instructionAnswer(outcome);
  },
});

/** `cash/placeWithdrawal`: to a designated bank account, held at once. */
export const placeWithdrawalCall = defineCall({
  service: 'cash',
  method: 'placeWithdrawal',
  ...cashContracts.placeWithdrawal,
  access: 'session',
  account: ownMoneyClaim,
  feature: 'cashTopUp',
  handler: async ({ accountCode: _code, tradePassword, ...input }, context) => {
    const refusal = await cashTradeRefusal(context, authorityOf(context, tradePassword));
    if (refusal) return refusedInstruction(refusal);
    const outcome = await context.backOffices.gateway.cash.placeWithdrawal({
      ...input,
      channel: 'manual',
      client: context.client,
      now: context.now,
    });
    return instructionAnswer(outcome);
  },
});

/** `cash/cancelInstruction`: while pending; a withdrawal's hold is released. */
export const cancelInstructionCall = defineCall({
  service: 'cash',
  method: 'cancelInstruction',
  ...cashContracts.cancelInstruction,
  access: 'session',
  account: ownMoneyClaim,
  handler: async ({ instructionId }, context) =>
    instructionAnswer(
      await context.backOffices.gateway.cash.cancelInstruction(
        context.client,
        instructionId,
        context.now,
      ),
    ),
});

/** `cash/searchInstructions`: the history of requests. */
export const searchInstructionsCall = defineCall({
  service: 'cash',
  method: 'searchInstructions',
  ...cashContracts.searchInstructions,
  access: 'session',
  account: clientClaim('gateway'),
  handler: async ({ accountCode: _code, statuses, ...filter }, context) => {
    const found = await context.backOffices.gateway.cash.searchInstructions(context.client, {
      ...filter,
      statuses: statuses as CashInstructionStatus[] | undefined,
    });
    return {
      total: found.total,
      instructions: found.instructions.map(instructionView),
    };
  },
});

/** `cash/loadDepositProof`: the proof a deposit was sent with. */
export const loadDepositProofCall = defineCall({
  service: 'cash',
  method: 'loadDepositProof',
  ...cashContracts.loadDepositProof,
  access: 'session',
  account: clientClaim('gateway'),
  handler: async ({ instructionId }, context) => {
    const proof = await context.backOffices.gateway.cash.loadProof(context.client, instructionId);
    return proof
      ? {
          ...resultOf(CASH_RESULT.success),
          proof: {
            fileName: proof.fileName,
            contentType: proof.contentType,
            contentBase64: Buffer.from(proof.content).toString('base64'),
          },
        }
      : { ...resultOf(CASH_RESULT.instructionNotFound), proof: null };
  },
});

/** `cash/decideInstruction`: admin role, the embedded back office's operator. */
export const decideInstructionCall = defineCall({
  service: 'cash',
  method: 'decideInstruction',
  ...cashContracts.decideInstruction,
  access: { minRole: 'admin' },
  handler: async ({ instructionId, decision }, context) =>
    instructionAnswer(
      await context.backOffices.gateway.cash.decideInstruction(
        instructionId,
        decision,
        context.now,
      ),
    ),
});
/** The cash calls. */
export const cashCalls = [
  loadCashProfileCall,
  searchCashMovementsCall,
  placeDepositCall,
  placeWithdrawalCall,
  cancelInstructionCall,
  searchInstructionsCall,
  loadDepositProofCall,
  decideInstructionCall,
  ...cashEddaFxCalls,
];
