import { hongKongDate } from '../../../shared/domain/business-calendar';
import {
  ipoInterestDays,
  ipoPhase,
  ipoQuantityTable,
  type IpoTerms,
} from '../../../shared/domain/ipo';
import { ipoResultLabel } from '../../../shared/domain/ipo-result';
import type { IpoApplication } from '../../backoffice/ports/gateway-ipo.port';

/** The `ipo` service's answers from the port's records (issue 12 §1-3). */

const closeAtOf = (terms: IpoTerms) => new Date(`${terms.timetable.closeDate}T12:00:00+08:00`);

/** An offer as the client sees it, with their assured entitlement (null: no preferential offer). */
export function ipoView(terms: IpoTerms, now: Date, assuredEntitlement: string | null) {
  const phase = ipoPhase(terms, hongKongDate(now));
  const isOpen = phase === 'open' && now < closeAtOf(terms);
  return {
    code: terms.code,
    name: terms.name,
    currency: terms.currency,
    minPrice: terms.minPrice,
    maxPrice: terms.maxPrice,
    finalPrice: phase === 'open' || phase === 'upcoming' ? null : terms.finalPrice,
    boardLot: terms.boardLot,
    quantities: ipoQuantityTable(terms),
    ...terms.timetable,
    closeAt: closeAtOf(terms).toISOString(),
    phase: phase === 'open' && !isOpen ? ('closed' as const) : phase,
    financingAvailable: terms.financingAvailable,
    financingRatePercent: terms.financingRatePercent,
    maxFinancingRatio: terms.maxFinancingRatio,
    interestDays: ipoInterestDays(terms.timetable),
    prospectusUrl: terms.prospectusUrl,
    preferentialOffer: terms.preferentialOffer ?? null,
    assuredEntitlement,
  };
}

export function ipoApplicationView(
  application: IpoApplication,
  terms: IpoTerms | undefined,
  now: Date,
) {
  return {
    ...application,
    ipoName: terms?.name ?? null,
    canCancel: application.status === 'Submitted' && terms !== undefined && now < closeAtOf(terms),
    createdAt: application.createdAt.toISOString(),
    refundedAt: application.refundedAt?.toISOString() ?? null,
    listedAt: application.listedAt?.toISOString() ?? null,
  };
}

/** An apply or cancel answer. */
export function ipoAnswerOf(
  outcome: {
    result: number;
    isReplay: boolean;
    application: IpoApplication | null;
    tradePassword?: 'required' | 'incorrect';
  },
  terms: IpoTerms | undefined,
  now: Date,
) {
  return {
    result: outcome.result,
    resultName: ipoResultLabel(outcome.result),
    isReplay: outcome.isReplay,
    ...(outcome.tradePassword ? { tradePassword: outcome.tradePassword } : {}),
    application: outcome.application ? ipoApplicationView(outcome.application, terms, now) : null,
  };
}
