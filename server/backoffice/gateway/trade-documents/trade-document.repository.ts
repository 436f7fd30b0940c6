import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { TradeDocumentTable } from '../../../db/schema-books';
import '../../../db/schema-raq-documents';
import type { DocumentUploadTable } from '../../../db/schema-raq-documents';

/** A stored trade document without its content (lists). */
export type StoredTradeDocument = Omit<Selectable<TradeDocumentTable>, 'content' | 'uploadId'>;

/** A stored document with its bytes (its own, or its upload's). */
export type StoredTradeDocumentFile = StoredTradeDocument & { content: Uint8Array };

/** A client's stored documents, newest first. */
export function findTradeDocumentsOf(
  db: Kysely<Database>,
  accountId: number,
): Promise<StoredTradeDocument[]> {
  return db
    .selectFrom('tradeDocument')
    .select(['id', 'accountId', 'name', 'type', 'periodStart', 'periodEnd', 'issuedAt'])
    .where('accountId', '=', accountId)
    .orderBy('issuedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One stored document of a client, with its content; undefined when it is not theirs. */
export async function findTradeDocumentOf(
  db: Kysely<Database>,
  accountId: number,
  documentId: number,
): Promise<StoredTradeDocumentFile | undefined> {
  const row = await db
    .selectFrom('tradeDocument as document')
    .leftJoin('documentUpload as upload', 'upload.id', 'document.uploadId')
    .select([
      'document.id',
      'document.accountId',
      'document.name',
      'document.type',
      'document.periodStart',
      'document.periodEnd',
      'document.issuedAt',
      (eb) => eb.fn.coalesce('document.content', 'upload.content').as('content'),
    ])
    .where('document.accountId', '=', accountId)
    .where('document.id', '=', documentId)
    .executeTakeFirst();
  return row?.content ? { ...row, content: row.content } : undefined;
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

/** Gateway clients (role user) among `codes`: their ids by code. */
export async function findGatewayClientsByCode(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('account')
    .select(['id', 'accountCode'])
    .where('accountCode', 'in', [...codes])
    .where('source', '=', 'gateway')
    .where('role', '=', 'user')
    .execute();
  return new Map(rows.map((row) => [row.accountCode, row.id]));
}

/** A stored upload without its content. */
export type DocumentUploadRow = Omit<Selectable<DocumentUploadTable>, 'content'>;

const uploadColumns = [
  'id',
  'type',
  'name',
  'byteSize',
  'periodStart',
  'periodEnd',
  'clientCount',
  'createdAt',
  'createdBy',
] as const;

/** Stores an upload (the PDF once) and a trade document for each of its clients. */
export async function insertUpload(
  db: Kysely<Database>,
  upload: Insertable<DocumentUploadTable>,
  accountIds: readonly number[],
): Promise<DocumentUploadRow> {
  const row = await db
    .insertInto('documentUpload')
    .values(upload)
    .returning(uploadColumns)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tradeDocument')
    .values(
      accountIds.map((accountId) => ({
        accountId,
        name: upload.name,
        type: upload.type,
        uploadId: row.id,
        periodStart: upload.periodStart,
        periodEnd: upload.periodEnd,
        issuedAt: upload.createdAt,
      })),
    )
    .execute();
  return row;
}

/** A page of uploads, newest first, and how many there are. */
export async function findUploads(
  db: Kysely<Database>,
  page: { index: number; size: number },
): Promise<{ rows: DocumentUploadRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('documentUpload')
      .select(uploadColumns)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset(page.index * page.size)
      .execute(),
    db
      .selectFrom('documentUpload')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
