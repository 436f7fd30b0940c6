import { ID_TYPES } from '../../../shared/domain/cash-instruction';
import type { CashRefusal } from '../../commands/cash.command';
import { clientClaim } from '../client-claim';
import type { ClientCallContext } from '../registry';
import { instructionAnswer } from './cash-views';

/** Spec §3 ID types an eDDA set-up may use: every one with multiple eDDA passports, else HKID. */
export const eddaIdTypesOf = (isMultiple: boolean): (typeof ID_TYPES)[number][] =>
  isMultiple ? [...ID_TYPES] : ['ID'];

/** Who acts and with what trade password, as the cash commands take it. */
export const authorityOf = (context: ClientCallContext, tradePassword: string | undefined) => ({
  client: context.client,
  session: context.session,
  clientAddress: context.clientAddress,
  now: context.now,
  tradePassword,
});

/** The refusal answer of a missing or wrong trade password. */
export const refusedInstruction = (refusal: CashRefusal) =>
  instructionAnswer(
    { result: refusal.result, instruction: null, isReplay: false },
    refusal.tradePassword,
  );

/**
 * Restricted mode (spec §6): money moves only in the client's own session. An advisor acting for
 * a client (directly or in an advisee session) reads the client's cash but cannot deposit,
 * withdraw, set up eDDA or exchange currency for them (403).
 */
export const ownMoneyClaim = { ...clientClaim('gateway'), reach: 'self' } as const;
