import type { Kysely } from 'kysely';
import { hongKongDate } from '../../../../shared/domain/business-calendar';
import {
  countsInLater,
  electionOptions,
  entitlementOutcome,
  isElectionOpen,
  type CorporateActionTerms,
  type EntitlementStatus,
} from '../../../../shared/domain/corporate-action';
import { CORPORATE_ACTION_RESULT as R } from '../../../../shared/domain/corporate-action-result';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/schema';
import type { CorporateActionFeed } from '../../../market-data/corporate-action-feed';
import type {
  ClientCorporateAction,
  GatewayCorporateActionsPort,
} from '../../ports/gateway-corporate-actions.port';
import { findLedgerAccountsOf } from '../../core/books/ledger.repository';
import {
  findElections,
  findEntitlementsOf,
  findEventsByCodes,
  upsertElection,
  type CorporateActionElectionRow,
  type CorporateActionEntitlementRow,
  type CorporateActionEventRow,
} from './corporate-action.repository';

/** What the embedded corporate-actions area needs. */
export type CorporateActionDeps = { db: Kysely<Database>; corporateActions: CorporateActionFeed };

type Known = {
  events: Map<string, CorporateActionEventRow>;
  entitlements: Map<string, CorporateActionEntitlementRow>;
  elections: Map<string, CorporateActionElectionRow>;
  holdings: Map<string, string>;
};

/** A client's current shares by symbol (available, frozen and pending). */
async function holdingsOf(db: Kysely<Database>, accountId: number): Promise<Map<string, string>> {
  const holdings = new Map<string, string>();
  for (const account of await findLedgerAccountsOf(db, accountId, 'shares')) {
    const total = toDecimal(holdings.get(account.asset) ?? '0').add(account.balance);
    holdings.set(account.asset, total.toFixed());
  }
  return holdings;
}

function statusOf(
  entitlement: CorporateActionEntitlementRow | undefined,
  event: CorporateActionEventRow | undefined,
  hasElection: boolean,
): EntitlementStatus {
  if (entitlement?.status === 'paid') return 'paid';
  if (!entitlement && event && event.status !== 'announced') return 'notEntitled';
  return hasElection ? 'elected' : entitlement ? 'entitled' : 'announced';
}

/**
 * The shares held for an event whose holders are not fixed yet: the client's shares now with
 * what earlier events on the stock (`countsInLater`) will still add or remove, so a split ahead
 * counts the shares of a bonus not yet credited (issue 31 §11). `events` are the announced ones.
 */
function projectedHolding(
  terms: CorporateActionTerms,
  events: readonly CorporateActionTerms[],
  known: Known,
): string {
  let shares = toDecimal(known.holdings.get(terms.symbol) ?? '0');
  for (const earlier of events) {
    if (!countsInLater(earlier, terms)) continue;
    const entitlement = known.entitlements.get(earlier.eventId);
    if (entitlement?.status === 'paid') continue;
    const status = statusOf(entitlement, known.events.get(earlier.eventId), false);
    if (status === 'notEntitled') continue;
    const held = entitlement?.heldQuantity ?? projectedHolding(earlier, events, known);
    const election = known.elections.get(earlier.eventId)?.option ?? 'cash';
    shares = shares.add(
      entitlementOutcome(earlier, toDecimal(held).toFixed(), election).shareChange,
    );
  }
  return shares.toFixed();
}

function viewOf(
  terms: CorporateActionTerms,
  events: readonly CorporateActionTerms[],
  known: Known,
  today: string,
): ClientCorporateAction {
  const entitlement = known.entitlements.get(terms.eventId);
  const event = known.events.get(terms.eventId);
  const election = known.elections.get(terms.eventId)?.option ?? null;
  const status = statusOf(entitlement, event, election !== null);
  const heldQuantity =
    entitlement?.heldQuantity ??
    (status === 'notEntitled' ? '0' : projectedHolding(terms, events, known));
  const held = toDecimal(heldQuantity).toFixed();
  const outcome =
    entitlement?.status === 'paid'
      ? {
          cash: toDecimal(entitlement.cash ?? '0').toFixed(2),
          shareChange: toDecimal(entitlement.shareChange ?? '0').toFixed(),
          addedCost: toDecimal(entitlement.addedCost ?? '0').toFixed(),
        }
      : null;
  return {
    terms,
    options: electionOptions(terms),
    isPast: terms.paymentDate < today || outcome !== null,
    status,
    heldQuantity: held,
    isRecordFixed: entitlement !== undefined || status === 'notEntitled',
    election: outcome ? (entitlement?.election ?? election) : election,
    canElect: isElectionOpen(terms, today) && status !== 'notEntitled' && status !== 'paid',
    estimate: entitlementOutcome(terms, held, election ?? 'cash'),
    outcome,
    paidAt: entitlement?.paidAt ?? null,
  };
}

/**
 * The embedded corporate-actions port (issue 12 §4): events from the feed joined with the
 * client's entitlements (fixed by the timetable's job steps, corporate-action-steps.ts) and
 * elections. An election is refused with a code, nothing changed, when the event is unknown or
 * not announced, the option is not offered, the deadline has passed, or the client holds none.
 */
export function createEmbeddedCorporateActions(
  deps: CorporateActionDeps,
): GatewayCorporateActionsPort {
  const { db, corporateActions: feed } = deps;

  async function known(accountId: number, codes: readonly string[]): Promise<Known> {
    const [events, entitlements, elections, holdings] = await Promise.all([
      findEventsByCodes(db, codes),
      findEntitlementsOf(db, accountId),
      findElections(db, { accountId }),
      holdingsOf(db, accountId),
    ]);
    return {
      events: new Map(events.map((row) => [row.eventCode, row])),
      entitlements: new Map(entitlements.map((row) => [row.eventCode, row])),
      elections: new Map(elections.map((row) => [row.eventCode, row])),
      holdings,
    };
  }

  async function announced(now: Date) {
    const today = hongKongDate(now);
    return (await feed.list()).filter((terms) => terms.announcementDate <= today);
  }

  const port: GatewayCorporateActionsPort = {
    async listForClient(client, now) {
      const today = hongKongDate(now);
      const events = await announced(now);
      const state = await known(
        client.accountId,
        events.map((terms) => terms.eventId),
      );
      return events
        .map((terms) => viewOf(terms, events, state, today))
        .filter(
          (view) =>
            state.entitlements.has(view.terms.eventId) ||
            (view.status !== 'notEntitled' && toDecimal(view.heldQuantity).gt(0)),
        )
        .sort((a, b) => a.terms.paymentDate.localeCompare(b.terms.paymentDate));
    },
    async elect(request) {
      const today = hongKongDate(request.now);
      const events = await announced(request.now);
      const terms = events.find((t) => t.eventId === request.eventId);
      if (!terms) return { result: R.unknownEvent, event: null };
      const codes = events.map((t) => t.eventId);
      const state = await known(request.client.accountId, codes);
      const view = viewOf(terms, events, state, today);
      if (!view.options.includes(request.option))
        return { result: R.optionNotOffered, event: view };
      if (!isElectionOpen(terms, today)) return { result: R.deadlinePassed, event: view };
      if (view.status === 'notEntitled' || toDecimal(view.heldQuantity).lte(0)) {
        return { result: R.notEntitled, event: view };
      }
      await upsertElection(db, {
        eventCode: terms.eventId,
        accountId: request.client.accountId,
        option: request.option,
        electedByAccountId: request.electedByAccountId,
        updatedAt: request.now,
      });
      const after = await known(request.client.accountId, codes);
      return { result: R.success, event: viewOf(terms, events, after, today) };
    },
  };
  return port;
}
