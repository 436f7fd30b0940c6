import { stockOrderContracts } from '../../../shared/contracts/stock-order';
import {
  findSkipConfirmation,
  upsertSkipConfirmation,
} from '../../repositories/order-setting.repository';
import { gatewayClientClaim } from '../gateway-client';
import { defineCall } from '../registry';

/** `stock-order/loadOrderConfirmationReminder` (spec §7): funds read it too. */
export const loadOrderConfirmationReminderCall = defineCall({
  service: 'stock-order',
  method: 'loadOrderConfirmationReminder',
  ...stockOrderContracts.loadOrderConfirmationReminder,
  access: 'session',
  account: gatewayClientClaim,
  handler: async (_input, context) => {
    return { skipConfirmation: await findSkipConfirmation(context.db, context.client.accountId) };
  },
});

/** `stock-order/setOrderConfirmationReminder`: the client's own setting. */
export const setOrderConfirmationReminderCall = defineCall({
  service: 'stock-order',
  method: 'setOrderConfirmationReminder',
  ...stockOrderContracts.setOrderConfirmationReminder,
  access: 'session',
  account: { ...gatewayClientClaim, reach: 'self' },
  handler: async ({ skipConfirmation }, context) => {
    await upsertSkipConfirmation(context.db, {
      accountId: context.client.accountId,
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
