import type { Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { assetChangeResult } from '../../shared/contracts/asset-holding';
import {
  ASSET_ATTACHMENT_MAX_BYTES,
  ASSET_ATTACHMENTS_MAX,
  ASSET_VALUATIONS_MAX,
  assetValue,
  canMoveAssetStatus,
  fractionDigits,
  type AssetCategory,
  type AssetStatus,
  type AssetValueBasis,
} from '../../shared/domain/asset-holding';
import { checkProof, safeProofFileName } from '../../shared/domain/cash-proof';
import type { Database } from '../db/schema';
import type { AssetHoldingTable } from '../db/schema-assets';
import {
  countValuations,
  deleteValuation,
  findValuations,
  lockHolding,
  insertHolding,
  refreshCurrentValue,
  updateHolding,
  upsertValuation,
} from '../repositories/asset-holding.repository';
import {
  deleteAttachment,
  findAttachments,
  insertAttachments,
} from '../repositories/asset-attachment.repository';
import { findCurrencies } from '../repositories/currency.repository';
import type { CommandDeps } from './command-deps';

/**
 * The manual assets' changes (issue 24), each in one transaction under the holding's row lock:
 * every refusal is a result code and stores nothing. The caller has checked that the session is
 * the holder's own and that the holding is the holder's (403 otherwise); under the lock the
 * holding must still be the holder's and not deleted (`not_found`).
 */

/** A change's outcome. */
export type AssetChangeResult = z.infer<typeof assetChangeResult>;

/** Who changes: the holder's accounts, today's Hong Kong date and the instant. */
export type AssetActor = { holderAccountIds: readonly number[]; today: string; now: Date };

/** A holding's fields as entered (add and edit). */
export type HoldingFields = {
  category: AssetCategory;
  name: string;
  currency: string;
  valueBasis: AssetValueBasis;
  quantity?: string | null | undefined;
  unitValue?: string | null | undefined;
  totalValue?: string | null | undefined;
  cost?: string | null | undefined;
  acquisitionDate?: string | null | undefined;
  notes?: string | undefined;
};

/** A file as sent. */
export type AttachmentInput = { fileName: string; contentBase64: string };

type Checked = { ok: true; rows: CheckedAttachment[] } | { ok: false; result: AssetChangeResult };
type CheckedAttachment = { fileName: string; contentType: string; content: Uint8Array };

/** Reads and checks files: size first, then the type from the content and the name's extension. */
function checkAttachments(files: readonly AttachmentInput[]): Checked {
  const rows: CheckedAttachment[] = [];
  for (const file of files) {
    const content = new Uint8Array(Buffer.from(file.contentBase64, 'base64'));
    if (content.length > ASSET_ATTACHMENT_MAX_BYTES) {
      return { ok: false, result: 'attachment_too_large' };
    }
    const fileName = safeProofFileName(file.fileName);
    const checked = checkProof(fileName, content);
    if (!checked) return { ok: false, result: 'attachment_invalid' };
    rows.push({ fileName, contentType: checked.contentType, content });
  }
  return { ok: true, rows };
}

/** The stored columns of a holding's entered value (the other basis's columns null). */
function valueColumns(fields: HoldingFields) {
  const unit = fields.valueBasis === 'unit';
  return {
    valueBasis: fields.valueBasis,
    quantity: unit ? (fields.quantity ?? null) : null,
    unitValue: unit ? (fields.unitValue ?? null) : null,
    totalValue: unit ? null : (fields.totalValue ?? null),
  };
}

async function currencyKnown(db: Kysely<Database>, code: string): Promise<boolean> {
  return (await findCurrencies(db, [code])).length > 0;
}

const inFuture = (date: string | null | undefined, today: string) =>
  typeof date === 'string' && date > today;

/**
 * The holding under its row lock, when it is the holder's and not deleted; the transaction's
 * callback runs only then.
 */
async function withHolding(
  db: Kysely<Database>,
  actor: AssetActor,
  holdingId: number,
  change: (
    trx: Transaction<Database>,
    holding: Selectable<AssetHoldingTable>,
  ) => Promise<AssetChangeResult>,
): Promise<AssetChangeResult> {
  return db.transaction().execute(async (trx) => {
    const holding = await lockHolding(trx, holdingId);
    if (!holding || holding.status === 'deleted') return 'not_found';
    if (!actor.holderAccountIds.includes(holding.accountId)) return 'not_found';
    return change(trx, holding);
  });
}

/**
 * Adds an active holding entered under `accountId`: its value as entered is its first valuation,
 * dated `valuedOn` (today by default).
 */
export async function addAssetHolding(
  deps: Pick<CommandDeps, 'db'>,
  actor: AssetActor,
  accountId: number,
  input: HoldingFields & { valuedOn?: string | undefined; attachments?: AttachmentInput[] },
): Promise<{ result: AssetChangeResult; holdingId: number | null }> {
  const refused = (result: AssetChangeResult) => ({ result, holdingId: null });
  if (!(await currencyKnown(deps.db, input.currency))) return refused('currency_unknown');
  const valuedOn = input.valuedOn ?? actor.today;
  if (inFuture(valuedOn, actor.today) || inFuture(input.acquisitionDate, actor.today)) {
    return refused('date_in_future');
  }
  const files = checkAttachments(input.attachments ?? []);
  if (!files.ok) return refused(files.result);
  const value = assetValue(input, input.currency);
  const holdingId = await deps.db.transaction().execute(async (trx) => {
    const id = await insertHolding(trx, {
      accountId,
      category: input.category,
      name: input.name,
      currency: input.currency,
      ...valueColumns(input),
      cost: input.cost ?? null,
      acquisitionDate: input.acquisitionDate ?? null,
      notes: input.notes ?? '',
      currentValue: value,
      valuedOn,
      createdAt: actor.now,
      updatedAt: actor.now,
    });
    await upsertValuation(trx, { holdingId: id, valuedOn, value, createdAt: actor.now });
    await insertAttachments(
      trx,
      files.rows.map((row) => ({
        ...row,
        holdingId: id,
        size: row.content.length,
        uploadedAt: actor.now,
      })),
    );
    return id;
  });
  return { result: 'ok', holdingId };
}

/**
 * Changes a holding's fields; the currency stays. A value that differs from the one entered
 * before is recorded as today's valuation.
 */
export function updateAssetHolding(
  deps: Pick<CommandDeps, 'db'>,
  actor: AssetActor,
  holdingId: number,
  input: HoldingFields,
): Promise<AssetChangeResult> {
  return withHolding(deps.db, actor, holdingId, async (trx, holding) => {
    if (input.currency !== holding.currency) return 'currency_fixed';
    if (inFuture(input.acquisitionDate, actor.today)) return 'date_in_future';
    const before = assetValue(
      {
        valueBasis: holding.valueBasis,
        quantity: holding.quantity,
        unitValue: holding.unitValue,
        totalValue: holding.totalValue,
      },
      holding.currency,
    );
    const after = assetValue(input, holding.currency);
    await updateHolding(trx, holdingId, {
      category: input.category,
      name: input.name,
      ...valueColumns(input),
      cost: input.cost ?? null,
      acquisitionDate: input.acquisitionDate ?? null,
      notes: input.notes ?? '',
      updatedAt: actor.now,
    });
    if (after !== before) {
      await upsertValuation(trx, {
        holdingId,
        valuedOn: actor.today,
        value: after,
        createdAt: actor.now,
      });
      await refreshCurrentValue(trx, holdingId, actor.now);
    }
    return 'ok';
  });
}

/** Moves a holding's status along `ASSET_STATUS_MOVES` (deleting is `deleteAssetHolding`). */
export function setAssetHoldingStatus(
  deps: Pick<CommandDeps, 'db'>,
  actor: AssetActor,
  holdingId: number,
  status: AssetStatus,
): Promise<AssetChangeResult> {
  return withHolding(deps.db, actor, holdingId, async (trx, holding) => {
    if (!canMoveAssetStatus(holding.status, status)) return 'status_move_refused';
    await updateHolding(trx, holdingId, { status, updatedAt: actor.now });
    return 'ok';
  });
}

/**
 * Records a value at a date (a date that has one is replaced) and moves the current value to the
 * latest date's.
 */
export function addMarketValue(
  deps: Pick<CommandDeps, 'db'>,
  actor: AssetActor,
  holdingId: number,
  input: { valuedOn: string; value: string; notes?: string | undefined },
  precisionOf: (currency: string) => number,
): Promise<AssetChangeResult> {
  return withHolding(deps.db, actor, holdingId, async (trx, holding) => {
    if (fractionDigits(input.value) > precisionOf(holding.currency)) return 'value_too_precise';
    if (inFuture(input.valuedOn, actor.today)) return 'date_in_future';
    const { count, hasDate } = await countValuations(trx, holdingId, input.valuedOn);
    if (!hasDate && count >= ASSET_VALUATIONS_MAX) return 'valuations_full';
    await upsertValuation(trx, {
      holdingId,
      valuedOn: input.valuedOn,
      value: input.value,
      notes: input.notes ?? '',
      createdAt: actor.now,
    });
    await refreshCurrentValue(trx, holdingId, actor.now);
    return 'ok';
  });
}

/** Removes one valuation; the only one left stays (`last_valuation`). */
export function removeMarketValue(
  deps: Pick<CommandDeps, 'db'>,
  actor: AssetActor,
  holdingId: number,
  valuationId: number,
): Promise<AssetChangeResult> {
  return withHolding(deps.db, actor, holdingId, async (trx) => {
    const valuations = await findValuations(trx, holdingId);
    if (!valuations.some((valuation) => valuation.id === valuationId)) return 'not_found';
    if (valuations.length <= 1) return 'last_valuation';
    await deleteValuation(trx, holdingId, valuationId);
    await refreshCurrentValue(trx, holdingId, actor.now);
    return 'ok';
  });
}

/** Adds attachments to a holding, at most `ASSET_ATTACHMENTS_MAX` in all. */
export function addAssetAttachment(
  deps: Pick<CommandDeps, 'db'>,
  actor: AssetActor,
  holdingId: number,
  file: AttachmentInput,
): Promise<AssetChangeResult> {
  const files = checkAttachments([file]);
  if (!files.ok) return Promise.resolve(files.result);
  return withHolding(deps.db, actor, holdingId, async (trx) => {
    if ((await findAttachments(trx, holdingId)).length >= ASSET_ATTACHMENTS_MAX) {
      return 'attachments_full';
    }
    await insertAttachments(
      trx,
      files.rows.map((row) => ({
        ...row,
        holdingId,
        size: row.content.length,
        uploadedAt: actor.now,
      })),
    );
    return 'ok';
  });
}

/** Removes one attachment of a holding. */
export function removeAssetAttachment(
  deps: Pick<CommandDeps, 'db'>,
  actor: AssetActor,
  holdingId: number,
  attachmentId: number,
): Promise<AssetChangeResult> {
  return withHolding(deps.db, actor, holdingId, async (trx) =>
    (await deleteAttachment(trx, holdingId, attachmentId)) ? 'ok' : 'not_found',
  );
}
