import { corporateActionContracts } from '../../../shared/contracts/corporate-action';
import { corporateActionResultName } from '../../../shared/domain/corporate-action-result';
import { assertMayInstructStocks } from '../../commands/submit-stock-order.command';
import { clientClaim } from '../client-claim';
import { defineCall } from '../registry';
import { toCorporateActionView } from './corporate-action-view';

/** `corporate-action/searchCorporateActions`: events on my holdings with my entitlement. */
export const searchCorporateActionsCall = defineCall({
  service: 'corporate-action',
  method: 'searchCorporateActions',
  ...corporateActionContracts.searchCorporateActions,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'corporateAction',
  handler: async (_input, context) => {
    const events = await context.backOffices.gateway.corporateActions.listForClient(
      context.client,
      context.now,
    );
    const stocks = context.marketData.stocks;
    return { events: await Promise.all(events.map((e) => toCorporateActionView(stocks, e))) };
  },
});

/**
 * `corporate-action/electCorporateAction`: cash or scrip before the deadline; an advisor elects
 * for a linked client only with the adviser-level stock permission, as for orders.
 */
export const electCorporateActionCall = defineCall({
  service: 'corporate-action',
  method: 'electCorporateAction',
  ...corporateActionContracts.electCorporateAction,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'corporateAction',
  handler: async ({ eventId, option }, context) => {
    // An election instructs on the client's shares: an advisor needs the stock permission (spec §6).
    const electedBy = await assertMayInstructStocks(context, context);
    const { result, event } = await context.backOffices.gateway.corporateActions.elect({
      client: context.client,
      eventId,
      option,
      electedByAccountId: electedBy,
      now: context.now,
    });
    return {
      result,
      resultName: corporateActionResultName(result),
      event: event ? await toCorporateActionView(context.marketData.stocks, event) : null,
    };
  },
});

/** The corporate-action calls. */
export const corporateActionCalls = [searchCorporateActionsCall, electCorporateActionCall];
