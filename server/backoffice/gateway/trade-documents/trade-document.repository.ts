import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { TradeDocumentTable } from '../../../db/schema-books';

/** A stored trade document without its content (lists). */
export type StoredTradeDocument = Omit<Selectable<TradeDocumentTable>, 'content'>;

/** A client's stored documents, newest first. */
export function findTradeDocumentsOf(
  db: Kysely<Database>,
  accountId: number,
): Promise<StoredTradeDocument[]> {
  return db
    .selectFrom('tradeDocument')
    .select(['id', 'accountId', 'name', 'periodStart', 'periodEnd', 'issuedAt'])
    .where('accountId', '=', accountId)
    .orderBy('issuedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One stored document of a client, with its content; undefined when it is not theirs. */
export function findTradeDocumentOf(
  db: Kysely<Database>,
  accountId: number,
  documentId: number,
): Promise<Selectable<TradeDocumentTable> | undefined> {
  return db
    .selectFrom('tradeDocument')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** Stores a document for a client (the admin upload of a later issue); answers its id. */
export async function insertTradeDocument(
  db: Kysely<Database>,
  document: Insertable<TradeDocumentTable>,
): Promise<number> {
  const row = await db
    .insertInto('tradeDocument')
    .values(document)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
