import { z } from 'zod';
import { accountCode } from './common';

/** The `stock-order` service's calls that funds use too (spec §7). */
export const stockOrderContracts = {
  /** Spec §3 order confirmation setting. */
  loadOrderConfirmationReminder: {
    input: z.strictObject({ accountCode }),
    output: z.object({ skipConfirmation: z.boolean() }),
  },
  /** Stores `skipConfirmation`. */
  setOrderConfirmationReminder: {
    input: z.strictObject({ accountCode, skipConfirmation: z.boolean() }),
    output: z.object({ success: z.boolean() }),
  },
};
