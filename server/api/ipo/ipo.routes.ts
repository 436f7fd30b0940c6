import { ipoContracts } from '../../../shared/contracts/ipo';
import type { IpoTerms } from '../../../shared/domain/ipo';
import { submitIpoApplication } from '../../commands/submit-ipo-application.command';
import { assertMayInstructStocks } from '../../commands/submit-stock-order.command';
import { isTradeUnlocked } from '../../commands/trade-unlock.command';
import { NotFoundError } from '../../http/errors';
import { clientClaim } from '../client-claim';
import { defineCall, type ClientCallContext } from '../registry';
import { ipoAnswerOf, ipoApplicationView, ipoView } from './ipo-views';

const clientOf = (context: ClientCallContext) => ({
  accountId: context.client.accountId,
  accountCode: context.client.accountCode,
});

/** An offer with the reader's assured entitlement under its preferential offer. */
const viewFor = async (terms: IpoTerms, context: ClientCallContext) =>
  ipoView(
    terms,
    context.now,
    await context.backOffices.gateway.ipo.assuredEntitlement(clientOf(context), terms),
  );

/** `ipo/searchIpos` (issue 12 §1): every offer, open ones first. */
export const searchIposCall = defineCall({
  service: 'ipo',
  method: 'searchIpos',
  ...ipoContracts.searchIpos,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'ipo',
  handler: async (_input, context) => {
    const order = { open: 0, upcoming: 1, closed: 2, listed: 3 };
    const offers = await context.backOffices.gateway.ipo.listIpos();
    const ipos = await Promise.all(offers.map((terms) => viewFor(terms, context)));
    const tradePasswordRequired =
      context.client.tradePasswordHash !== null &&
      !isTradeUnlocked({ session: context.session, client: context.client, now: context.now });
    return {
      ipos: ipos.sort((a, b) => order[a.phase] - order[b.phase]),
      tradePasswordRequired,
    };
  },
});

/** `ipo/loadIpo`: one offer; an unknown code is 404. */
export const loadIpoCall = defineCall({
  service: 'ipo',
  method: 'loadIpo',
  ...ipoContracts.loadIpo,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'ipo',
  handler: async ({ code }, context) => {
    const terms = await context.backOffices.gateway.ipo.getIpo(code);
    if (!terms) throw new NotFoundError();
    return viewFor(terms, context);
  },
});

/** `ipo/applyIpo` (issue 12 §2): one application per key, per client per IPO. */
export const applyIpoCall = defineCall({
  service: 'ipo',
  method: 'applyIpo',
  ...ipoContracts.applyIpo,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'ipo',
  handler: async (input, context) => {
    const outcome = await submitIpoApplication(
      { db: context.db, config: context.config, ipo: context.backOffices.gateway.ipo },
      {
        client: context.client,
        session: context.session,
        clientAddress: context.clientAddress,
        now: context.now,
        ipoCode: input.code,
        applicationType: input.applicationType,
        quantity: input.quantity,
        financingRatio: input.financingRatio,
        financingAmount: input.financingAmount,
        hasAcceptedAgreement: input.hasAcceptedAgreement,
        idempotencyKey: input.idempotencyKey,
        tradePassword: input.tradePassword,
      },
    );
    return ipoAnswerOf(
      outcome,
      await context.backOffices.gateway.ipo.getIpo(input.code),
      context.now,
    );
  },
});

/** `ipo/cancelIpoApplication`: a Submitted application before the close. */
export const cancelIpoApplicationCall = defineCall({
  service: 'ipo',
  method: 'cancelIpoApplication',
  ...ipoContracts.cancelIpoApplication,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'ipo',
  handler: async ({ applicationId }, context) => {
    await assertMayInstructStocks(context, context);
    const outcome = await context.backOffices.gateway.ipo.cancel(
      clientOf(context),
      applicationId,
      context.now,
    );
    const terms = outcome.application
      ? await context.backOffices.gateway.ipo.getIpo(outcome.application.ipoCode)
      : undefined;
    return ipoAnswerOf(outcome, terms, context.now);
  },
});

/** `ipo/searchIpoApplications`: the client's applications, newest first. */
export const searchIpoApplicationsCall = defineCall({
  service: 'ipo',
  method: 'searchIpoApplications',
  ...ipoContracts.searchIpoApplications,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'ipo',
  handler: async (_input, context) => {
    const applications = await context.backOffices.gateway.ipo.listApplications(clientOf(context));
    const terms = new Map(
      (await context.backOffices.gateway.ipo.listIpos()).map((ipo) => [ipo.code, ipo] as const),
    );
    return {
      applications: applications.map((application) =>
        ipoApplicationView(application, terms.get(application.ipoCode), context.now),
      ),
    };
  },
});

export const ipoCalls = [
  searchIposCall,
  loadIpoCall,
  applyIpoCall,
  cancelIpoApplicationCall,
  searchIpoApplicationsCall,
];
