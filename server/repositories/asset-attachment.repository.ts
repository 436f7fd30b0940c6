import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { AssetAttachmentTable } from '../db/schema-assets';

/** An attachment's record, without its content. */
export type AssetAttachmentRecord = Omit<Selectable<AssetAttachmentTable>, 'content'>;

/** A holding's attachments, oldest first, without their content. */
export function findAttachments(
  db: Kysely<Database>,
  holdingId: number,
): Promise<AssetAttachmentRecord[]> {
  return db
    .selectFrom('assetAttachment')
    .select(['id', 'holdingId', 'fileName', 'contentType', 'size', 'uploadedAt'])
    .where('holdingId', '=', holdingId)
    .orderBy('id')
    .execute();
}

/** Stores attachments of a holding. */
export async function insertAttachments(
  db: Kysely<Database>,
  attachments: readonly Insertable<AssetAttachmentTable>[],
): Promise<void> {
  if (attachments.length === 0) return;
  await db
    .insertInto('assetAttachment')
    .values([...attachments])
    .execute();
}

/** One attachment of a holding with its content; undefined when it is not that holding's. */
export function findAttachmentContent(
  db: Kysely<Database>,
  holdingId: number,
  attachmentId: number,
): Promise<Selectable<AssetAttachmentTable> | undefined> {
  return db
    .selectFrom('assetAttachment')
    .selectAll()
    .where('id', '=', attachmentId)
    .where('holdingId', '=', holdingId)
    .executeTakeFirst();
}

/** Removes one attachment of a holding; answers whether there was one. */
export async function deleteAttachment(
  db: Kysely<Database>,
  holdingId: number,
  attachmentId: number,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('assetAttachment')
    .where('id', '=', attachmentId)
    .where('holdingId', '=', holdingId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
