import { bankAccountContracts } from '../../../shared/contracts/bank-account';
import { PROOF_KINDS, PROOF_MAX_BYTES } from '../../../shared/domain/cash-proof';
import { HK_BANKS, normaliseBankIdentifier } from '../../../shared/domain/hk-banks';
import type {
  BankAccountOutcome,
  DesignatedBankAccount,
} from '../../backoffice/ports/gateway-cash.port';
import { clientClaim } from '../client-claim';
import { defineCall } from '../registry';

/**
 * Designated bank accounts (issue 25, `/accounts/bank`, flag designatedBankAccount), kept by the
 * cash back office: read by the holder or a linked advisor; added and removed only by the
 * holder's own session (spec §6 restricted mode); approved or rejected by an admin-role call, as
 * `cash/decideInstruction` decides cash requests.
 */

function accountView(account: DesignatedBankAccount) {
  return {
    ...account,
    createdAt: account.createdAt.toISOString(),
    decidedAt: account.decidedAt?.toISOString() ?? null,
  };
}

const answerOf = (outcome: BankAccountOutcome) => ({
  result: outcome.result,
  account: outcome.account ? accountView(outcome.account) : null,
});

const ownClaim = { ...clientClaim('gateway'), reach: 'self' } as const;

/** `bank-account/loadBankAccounts`. */
export const loadBankAccountsCall = defineCall({
  service: 'bank-account',
  method: 'loadBankAccounts',
  ...bankAccountContracts.loadBankAccounts,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'designatedBankAccount',
  handler: async (_input, context) => ({
    accounts: (await context.backOffices.gateway.cash.designatedBankAccounts(context.client)).map(
      accountView,
    ),
    holderName: context.client.holderName,
    currencies: [...context.config.brand.currencies.cash],
    proof: {
      maxBytes: PROOF_MAX_BYTES,
      extensions: Object.values(PROOF_KINDS).flatMap((kind) => [...kind.extensions]),
    },
  }),
});

/** `bank-account/addBankAccount`: pending until the back office decides. */
export const addBankAccountCall = defineCall({
  service: 'bank-account',
  method: 'addBankAccount',
  ...bankAccountContracts.addBankAccount,
  access: 'session',
  account: ownClaim,
  feature: 'designatedBankAccount',
  handler: async (input, context) =>
    answerOf(
      await context.backOffices.gateway.cash.addBankAccount({
        client: context.client,
        currency: input.currency,
        identifierType: input.identifierType,
        // The contract has checked its form.
        identifier: normaliseBankIdentifier(input.identifierType, input.identifier) ?? '',
        bankCode: input.bankCode,
        bankName: HK_BANKS[input.bankCode].en,
        holderName: input.holderName,
        proof: {
          fileName: input.proof.fileName,
          content: new Uint8Array(Buffer.from(input.proof.contentBase64, 'base64')),
        },
        now: context.now,
      }),
    ),
});

/** `bank-account/removeBankAccount`: refused while a withdrawal to it is open. */
export const removeBankAccountCall = defineCall({
  service: 'bank-account',
  method: 'removeBankAccount',
  ...bankAccountContracts.removeBankAccount,
  access: 'session',
  account: ownClaim,
  feature: 'designatedBankAccount',
  handler: async ({ bankAccountId }, context) =>
    answerOf(
      await context.backOffices.gateway.cash.removeBankAccount(
        context.client,
        bankAccountId,
        context.now,
      ),
    ),
});

/** `bank-account/loadBankAccountProof`: admin role, the proof to decide on. */
export const loadBankAccountProofCall = defineCall({
  service: 'bank-account',
  method: 'loadBankAccountProof',
  ...bankAccountContracts.loadBankAccountProof,
  access: { minRole: 'admin' },
  feature: 'designatedBankAccount',
  handler: async ({ bankAccountId }, context) => {
    const proof = await context.backOffices.gateway.cash.loadBankAccountProof(bankAccountId);
    return {
      proof: proof
        ? {
            fileName: proof.fileName,
            contentType: proof.contentType,
            contentBase64: Buffer.from(proof.content).toString('base64'),
          }
        : null,
    };
  },
});

/** `bank-account/searchPendingBankAccounts`: admin role, what waits for a decision. */
export const searchPendingBankAccountsCall = defineCall({
  service: 'bank-account',
  method: 'searchPendingBankAccounts',
  ...bankAccountContracts.searchPendingBankAccounts,
  access: { minRole: 'admin' },
  feature: 'designatedBankAccount',
  handler: async ({ limit }, context) => ({
    accounts: (await context.backOffices.gateway.cash.pendingBankAccounts(limit)).map(
      (account) => ({ ...accountView(account), accountCode: account.accountCode }),
    ),
  }),
});

/** `bank-account/decideBankAccount`: admin role, the embedded back office's operator. */
export const decideBankAccountCall = defineCall({
  service: 'bank-account',
  method: 'decideBankAccount',
  ...bankAccountContracts.decideBankAccount,
  access: { minRole: 'admin' },
  feature: 'designatedBankAccount',
  handler: async ({ bankAccountId, decision }, context) =>
    answerOf(
      await context.backOffices.gateway.cash.decideBankAccount(
        bankAccountId,
        decision,
        context.now,
      ),
    ),
});

/** The designated bank account calls. */
export const bankAccountCalls = [
  loadBankAccountsCall,
  addBankAccountCall,
  removeBankAccountCall,
  loadBankAccountProofCall,
  searchPendingBankAccountsCall,
  decideBankAccountCall,
];
