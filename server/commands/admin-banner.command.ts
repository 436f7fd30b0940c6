import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CONTENT_LIMITS,
  checkTexts,
  isOneOf,
  isSafeContentLink,
  isSoundWindow,
  trimTexts,
  type BannerSeverity,
  type LanguageTexts,
} from '../../shared/domain/admin-content';
import { BANNER_PLACEMENTS } from '../../shared/domain/news';
import type { Database } from '../db/schema';
import {
  findBannerById,
  findBannerForUpdate,
  insertBanner,
  updateBannerRow,
  type AdminBannerRow,
} from '../repositories/banner.repository';
import { auditContent, type ContentActor, type Refused } from './admin-content-audit';

/**
 * Banners (issue 29 §1): added, edited and retired by an admin, each change with its audit event
 * in one transaction; a refusal stores nothing.
 */

/** What the banner form sends. */
export type BannerEdit = {
  placement: string;
  severity: BannerSeverity;
  title: LanguageTexts;
  body: LanguageTexts;
  link: string | null;
  startsAt: string;
  endsAt: string | null;
};

/** A change's outcome: the banner after it, or a refusal. */
export type BannerOutcome = { result: 'ok'; banner: AdminBannerRow } | Refused;

/** The banner's stored fields from the form, or the refusal. */
function readEdit(edit: BannerEdit) {
  if (!isOneOf(BANNER_PLACEMENTS, edit.placement)) return { result: 'unknown_type' } as const;
  const textRefusal =
    checkTexts(edit.title, CONTENT_LIMITS.bannerTitle) ??
    checkTexts(edit.body, CONTENT_LIMITS.bannerBody, false);
  if (textRefusal) return { result: textRefusal } as const;
  const link = edit.link?.trim() ? edit.link.trim() : null;
  if (link !== null && (link.length > CONTENT_LIMITS.link || !isSafeContentLink(link))) {
    return { result: 'invalid_link' } as const;
  }
  const startsAt = new Date(edit.startsAt);
  const endsAt = edit.endsAt === null ? null : new Date(edit.endsAt);
  if (!isSoundWindow(startsAt, endsAt)) return { result: 'invalid_window' } as const;
  return {
    result: 'ok',
    fields: {
      placement: edit.placement,
      severity: edit.severity,
      title: trimTexts(edit.title),
      body: trimTexts(edit.body),
      link,
      startsAt,
      endsAt,
    },
  } as const;
}

const audited = (row: AdminBannerRow | undefined) =>
  row
    ? {
        placement: row.placement,
        severity: row.severity,
        title: row.title,
        body: row.body,
        link: row.link,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        status: row.status,
      }
    : null;

/** Adds a published banner. */
export async function addBanner(
  db: Kysely<Database>,
  actor: ContentActor,
  edit: BannerEdit,
): Promise<BannerOutcome> {
  const read = readEdit(edit);
  if (read.result !== 'ok') return read;
  const id = `banner-${randomUUID()}`;
  return db.transaction().execute(async (trx) => {
    await insertBanner(trx, { id, ...read.fields, status: 'published', now: actor.now });
    const banner = (await findBannerById(trx, id)) as AdminBannerRow;
    await auditContent(trx, actor, {
      kind: 'banner',
      key: id,
      action: 'add',
      before: null,
      after: audited(banner),
    });
    return { result: 'ok', banner };
  });
}

/** Edits a banner; a retired one is `already_retired`. */
export async function updateBanner(
  db: Kysely<Database>,
  actor: ContentActor,
  id: string,
  edit: BannerEdit,
): Promise<BannerOutcome> {
  const read = readEdit(edit);
  if (read.result !== 'ok') return read;
  return db.transaction().execute(async (trx) => {
    const before = await findBannerForUpdate(trx, id);
    if (!before) return { result: 'not_found' };
    if (before.status === 'withdrawn') return { result: 'already_retired' };
    await updateBannerRow(trx, id, { ...read.fields, status: before.status, now: actor.now });
    const banner = (await findBannerById(trx, id)) as AdminBannerRow;
    await auditContent(trx, actor, {
      kind: 'banner',
      key: id,
      action: 'update',
      before: audited(before),
      after: audited(banner),
    });
    return { result: 'ok', banner };
  });
}

/** Takes a banner down for good. */
export async function retireBanner(
  db: Kysely<Database>,
  actor: ContentActor,
  id: string,
): Promise<BannerOutcome> {
  return db.transaction().execute(async (trx) => {
    const before = await findBannerForUpdate(trx, id);
    if (!before) return { result: 'not_found' };
    if (before.status === 'withdrawn') return { result: 'already_retired' };
    await updateBannerRow(trx, id, { ...before, status: 'withdrawn', now: actor.now });
    const banner = (await findBannerById(trx, id)) as AdminBannerRow;
    await auditContent(trx, actor, {
      kind: 'banner',
      key: id,
      action: 'retire',
      before: audited(before),
      after: audited(banner),
    });
    return { result: 'ok', banner };
  });
}
