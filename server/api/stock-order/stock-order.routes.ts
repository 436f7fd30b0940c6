import { stockOrderContracts } from '../../../shared/contracts/raq';
import {
  findSkipConfirmation,
  upsertSkipConfirmation,
} from '../../repositories/order-setting.repository';
import { clientRef } from '../fund/client-ref';
import { defineCall } from '../registry';

/** `stock-order/loadOrderConfirmationReminder` (spec §7): funds read it too. */
export const loadOrderConfirmationReminderCall = defineCall({
  service: 'stock-order',
  method: 'loadOrderConfirmationReminder',
  ...stockOrderContracts.loadOrderConfirmationReminder,
  access: 'session',
  account: { field: 'accountCode', reach: 'client' },
  handler: async ({ accountCode }, context) => {
    const client = await clientRef(context, accountCode);
    return { skipConfirmation: await findSkipConfirmation(context.db, client.accountId) };
  },
});

/** `stock-order/setOrderConfirmationReminder`: the client's own setting. */
export const setOrderConfirmationReminderCall = defineCall({
  service: 'stock-order',
  method: 'setOrderConfirmationReminder',
  ...stockOrderContracts.setOrderConfirmationReminder,
  access: 'session',
  account: { field: 'accountCode', reach: 'self' },
  handler: async ({ accountCode, skipConfirmation }, context) => {
    const client = await clientRef(context, accountCode);
    await upsertSkipConfirmation(context.db, {
      accountId: client.accountId,
      skipConfirmation,
      updatedAt: context.now,
    });
    return { success: true };
  },
});

/** The order confirmation setting's calls. */
export const stockOrderCalls = [
  loadOrderConfirmationReminderCall,
  setOrderConfirmationReminderCall,
];
