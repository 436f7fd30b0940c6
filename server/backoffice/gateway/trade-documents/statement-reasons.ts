import type { DocumentTextKey } from '../../../pdf/document-texts';

/** The statement's text for each ledger reason a movement was posted with (statement-pdf.ts). */

export const REASON_KEYS: Readonly<Record<string, DocumentTextKey>> = {
  deposit: 'reason.deposit',
  transferIn: 'reason.transfer_in',
  hold: 'reason.hold',
  release: 'reason.release',
  deducted: 'reason.deducted',
  priced: 'reason.priced',
  settled: 'reason.settled',
  rejected: 'reason.rejected',
  failed: 'reason.failed',
  filled: 'stock_reason.filled',
  modify: 'stock_reason.modify',
  withdrawal: 'reason.withdrawal',
  withdrawalHold: 'reason.withdrawal_hold',
  withdrawalRelease: 'reason.withdrawal_release',
  fx: 'reason.fx',
  corporateAction: 'stock_reason.corporate_action',
  ipoApply: 'stock_reason.ipo_apply',
  ipoCancel: 'stock_reason.ipo_cancel',
  ipo: 'stock_reason.ipo',
  ipoLoanRepay: 'stock_reason.ipo_loan_repay',
};

/** A units journal reads like a cash one, but a redemption's hold freezes units, not cash. */
export const UNIT_REASON_KEYS: Readonly<Record<string, DocumentTextKey>> = {
  ...REASON_KEYS,
  hold: 'reason.units_frozen',
};

/** A shares journal: a sell's hold freezes shares. */
export const SHARE_REASON_KEYS: Readonly<Record<string, DocumentTextKey>> = {
  ...REASON_KEYS,
  hold: 'stock_reason.share_hold',
};
