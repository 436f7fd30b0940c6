import type { CashInstructionStatus } from '../../../../shared/domain/cash-instruction';
import { CASH_RESULT } from '../../../../shared/domain/cash-results';
import type { JobHandlers } from '../../../jobs/job-kinds';
import { defineDealingSteps } from '../../core/dealing/dealing-steps';
import type { CashBookDeps } from './cash-deps';
import { moveCash } from './cash-lifecycle';
import { creditDeposit, payWithdrawal, releaseWithdrawal } from './cash-money';
import { lockEdda, lockInstruction, type CashInstructionRow } from './cash.repository';
import { eddaSteps } from './edda';

/**
 * The cash area's job steps on the dealing core: `autoAccept` (demo: a deposit by hand accepted
 * after CASH_AUTO_ACCEPT_MS), `eddaDebit` (the simulated bank debits the client's account under an
 * approved authorisation, or refuses) and `fpsPay` (the simulated bank pays an approved FPS
 * withdrawal). Each runs under the instruction's row lock from its starting status only.
 */
export type CashStep = 'autoAccept' | 'eddaDebit' | 'fpsPay';

/** The cash instruction steps. */
export const cashSteps = defineDealingSteps<
  CashStep,
  CashInstructionStatus,
  CashInstructionRow,
  object
>({
  jobKind: 'cashInstruction',
  steps: ['autoAccept', 'eddaDebit', 'fpsPay'],
  fromStatus: { autoAccept: 'P', eddaDebit: 'P', fpsPay: 'S' },
  lock: lockInstruction,
  async run(step, row, { db, now }) {
    if (step === 'autoAccept' && row.channel === 'manual' && row.type === 'D') {
      const processing = await moveCash(db, row, 'PR', now);
      await creditDeposit(db, processing, now);
      await moveCash(db, processing, 'A', now);
    }
    if (step === 'eddaDebit' && row.channel === 'edda') {
      const authorisation =
        row.eddaAuthorisationId === null
          ? undefined
          : await lockEdda(db, { id: row.eddaAuthorisationId });
      if (authorisation?.status === 'A') {
        await creditDeposit(db, row, now);
        await moveCash(db, row, 'A', now);
      } else {
        await moveCash(db, row, 'R', now, CASH_RESULT.eddaAuthorisationNotApproved);
      }
    }
    if (step === 'fpsPay' && row.channel === 'fps') {
      await payWithdrawal(db, row, now);
      await moveCash(db, row, 'A', now);
    }
    return {};
  },
});

/** Rejects an FPS payment the bank refused: the hold goes back (used by tests and a connector). */
export async function bankRejectsFps(
  deps: Pick<CashBookDeps, 'db'>,
  id: number,
  now: Date,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockInstruction(trx, id);
    if (row?.channel !== 'fps' || row.status !== 'S') return;
    await releaseWithdrawal(trx, row, now);
    await moveCash(trx, row, 'R', now);
  });
}

/** The job handlers of the embedded back office's cash area. */
export function cashJobHandlers(): Pick<JobHandlers, 'cashInstruction' | 'eddaAuthorisation'> {
  return {
    cashInstruction: cashSteps.handler({}),
    ...eddaSteps.handlers,
  };
}
