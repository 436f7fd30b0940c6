import { assetHoldingContracts } from '../../../shared/contracts/asset-holding';
import { assetCategoryNumber, ASSET_CATEGORIES } from '../../../shared/domain/asset-holding';
import { sumDecimals } from '../../../shared/domain/decimal';
import {
  addAssetAttachment,
  addAssetHolding,
  removeAssetAttachment,
  setAssetHoldingStatus,
  updateAssetHolding,
  type AssetChangeResult,
} from '../../commands/asset-holding.command';
import { findAttachmentContent } from '../../repositories/asset-attachment.repository';
import { findHolding, searchHoldings } from '../../repositories/asset-holding.repository';
import { defineCall, type ClientCallContext } from '../registry';
import { actorOf, holderScope, holdingInScope } from './asset-access';
import { datedConverter, holdingDetail, holdingView } from './asset-views';

/** Reads: the holder or a linked advisor. */
const readClaim = { field: 'accountCode', reach: 'client' } as const;
/** Changes: the holder's own session only (spec §6 restricted mode). */
const changeClaim = { field: 'accountCode', reach: 'self' } as const;

/**
 * What a change answers: the holding as it now is (null once deleted or when refused for a
 * missing one).
 */
export async function changeAnswer(
  context: ClientCallContext,
  result: AssetChangeResult,
  holdingId: number | null,
  reportingCurrency: string,
) {
  const row = holdingId === null ? undefined : await findHolding(context.db, holdingId);
  const holding =
    result === 'not_found' || !row || row.status === 'deleted'
      ? null
      : await holdingDetail(context.db, row, reportingCurrency, true);
  return { result, holding };
}

/**
 * Runs a change on a holding the holder owns: another holder's is 403 before anything is read or
 * changed, a missing or deleted one `not_found`.
 */
async function changeHolding(
  context: ClientCallContext,
  holdingId: number,
  reportingCurrency: string,
  change: (actor: ReturnType<typeof actorOf>) => Promise<AssetChangeResult>,
) {
  const scope = await holderScope(context);
  const holding = await holdingInScope(context, scope, holdingId);
  if (!holding) return { result: 'not_found' as const, holding: null };
  const result = await change(actorOf(scope, context.now));
  return changeAnswer(context, result, holdingId, reportingCurrency);
}

/** `asset-holding/searchAssetHoldings`: the holder's holdings and their totals. */
export const searchAssetHoldingsCall = defineCall({
  service: 'asset-holding',
  method: 'searchAssetHoldings',
  ...assetHoldingContracts.searchAssetHoldings,
  access: 'session',
  account: readClaim,
  feature: 'asset',
  handler: async ({ reportingCurrency, category, status }, context) => {
    const scope = await holderScope(context);
    const rows = await searchHoldings(context.db, scope.accountIds, { category, status });
    const converter = await datedConverter(
      context.db,
      rows.map((row) => row.currency),
      reportingCurrency,
    );
    const holdings = rows.map((row) => holdingView(row, converter));
    const byCategory = ASSET_CATEGORIES.flatMap((key) => {
      const of = holdings.filter((holding) => holding.category === key);
      return of.length === 0
        ? []
        : [
            {
              category: key,
              number: assetCategoryNumber(key),
              value: sumDecimals(of.map((holding) => holding.currentValueReporting)),
              count: of.length,
            },
          ];
    });
    return {
      reportingCurrency,
      holdings,
      totals: {
        value: sumDecimals(holdings.map((holding) => holding.currentValueReporting)),
        count: holdings.length,
        byCategory,
      },
      at: context.now.toISOString(),
    };
  },
});

/** `asset-holding/loadAssetHolding`: one holding with its valuations and attachments. */
export const loadAssetHoldingCall = defineCall({
  service: 'asset-holding',
  method: 'loadAssetHolding',
  ...assetHoldingContracts.loadAssetHolding,
  access: 'session',
  account: readClaim,
  feature: 'asset',
  handler: async ({ holdingId, reportingCurrency }, context) => {
    const scope = await holderScope(context);
    const row = await holdingInScope(context, scope, holdingId);
    if (!row) return { result: 'not_found' as const, holding: null };
    return {
      result: 'ok' as const,
      holding: await holdingDetail(context.db, row, reportingCurrency, scope.canChange),
    };
  },
});

/** `asset-holding/addAssetHolding`: a new holding entered under the session's own account. */
export const addAssetHoldingCall = defineCall({
  service: 'asset-holding',
  method: 'addAssetHolding',
  ...assetHoldingContracts.addAssetHolding,
  access: 'session',
  account: changeClaim,
  feature: 'asset',
  handler: async ({ accountCode: _accountCode, reportingCurrency, ...input }, context) => {
    const scope = await holderScope(context);
    const { result, holdingId } = await addAssetHolding(
      context,
      actorOf(scope, context.now),
      context.client.accountId,
      input,
    );
    return changeAnswer(context, result, holdingId, reportingCurrency);
  },
});

/** `asset-holding/updateAssetHolding`: a holding's fields. */
export const updateAssetHoldingCall = defineCall({
  service: 'asset-holding',
  method: 'updateAssetHolding',
  ...assetHoldingContracts.updateAssetHolding,
  access: 'session',
  account: changeClaim,
  feature: 'asset',
  handler: ({ accountCode: _accountCode, holdingId, reportingCurrency, ...input }, context) =>
    changeHolding(context, holdingId, reportingCurrency, (actor) =>
      updateAssetHolding(context, actor, holdingId, input),
    ),
});

/** `asset-holding/setAssetHoldingStatus`: deactivate or reactivate. */
export const setAssetHoldingStatusCall = defineCall({
  service: 'asset-holding',
  method: 'setAssetHoldingStatus',
  ...assetHoldingContracts.setAssetHoldingStatus,
  access: 'session',
  account: changeClaim,
  feature: 'asset',
  handler: ({ holdingId, status, reportingCurrency }, context) =>
    changeHolding(context, holdingId, reportingCurrency, (actor) =>
      setAssetHoldingStatus(context, actor, holdingId, status),
    ),
});

/** `asset-holding/deleteAssetHolding`: deleted for good. */
export const deleteAssetHoldingCall = defineCall({
  service: 'asset-holding',
  method: 'deleteAssetHolding',
  ...assetHoldingContracts.deleteAssetHolding,
  access: 'session',
  account: changeClaim,
  feature: 'asset',
  handler: ({ holdingId }, context) =>
    changeHolding(context, holdingId, 'HKD', (actor) =>
      setAssetHoldingStatus(context, actor, holdingId, 'deleted'),
    ),
});

/** `asset-holding/addAssetAttachment`: one more file. */
export const addAssetAttachmentCall = defineCall({
  service: 'asset-holding',
  method: 'addAssetAttachment',
  ...assetHoldingContracts.addAssetAttachment,
  access: 'session',
  account: changeClaim,
  feature: 'asset',
  handler: ({ holdingId, attachment, reportingCurrency }, context) =>
    changeHolding(context, holdingId, reportingCurrency, (actor) =>
      addAssetAttachment(context, actor, holdingId, attachment),
    ),
});

/** `asset-holding/removeAssetAttachment`: one file fewer. */
export const removeAssetAttachmentCall = defineCall({
  service: 'asset-holding',
  method: 'removeAssetAttachment',
  ...assetHoldingContracts.removeAssetAttachment,
  access: 'session',
  account: changeClaim,
  feature: 'asset',
  handler: ({ holdingId, attachmentId, reportingCurrency }, context) =>
    changeHolding(context, holdingId, reportingCurrency, (actor) =>
      removeAssetAttachment(context, actor, holdingId, attachmentId),
    ),
});

/** `asset-holding/loadAssetAttachment`: one file's content (holder or linked advisor). */
export const loadAssetAttachmentCall = defineCall({
  service: 'asset-holding',
  method: 'loadAssetAttachment',
  ...assetHoldingContracts.loadAssetAttachment,
  access: 'session',
  account: readClaim,
  feature: 'asset',
  handler: async ({ holdingId, attachmentId }, context) => {
    const scope = await holderScope(context);
    const holding = await holdingInScope(context, scope, holdingId);
    const file = holding && (await findAttachmentContent(context.db, holdingId, attachmentId));
    if (!file) return { result: 'not_found' as const, attachment: null };
    return {
      result: 'ok' as const,
      attachment: {
        fileName: file.fileName,
        contentType: file.contentType,
        contentBase64: Buffer.from(file.content).toString('base64'),
      },
    };
  },
});

/** The `asset-holding` service's calls (brand flag asset). */
export const assetHoldingCalls = [
  searchAssetHoldingsCall,
  loadAssetHoldingCall,
  addAssetHoldingCall,
  updateAssetHoldingCall,
  setAssetHoldingStatusCall,
  deleteAssetHoldingCall,
  addAssetAttachmentCall,
  removeAssetAttachmentCall,
  loadAssetAttachmentCall,
];
