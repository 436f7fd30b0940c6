import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { BrandConfig } from '../../../../brands/brand-config';
import type { Language } from '../../../../shared/contracts/common';
import type { Database } from '../../../db/schema';
import type {
  DocumentDownload,
  DocumentFileView,
  StatementClient,
  TradeDocumentFilter,
  TradeDocumentView,
} from '../../ports/gateway-documents.port';
import {
  issuedStatements,
  isStatementIssued,
  parseDocumentId,
  type StatementPeriod,
} from './statement-period';
import { readStatementHead } from './statement-data';
import { streamStatementOffThread } from './statement-renderer';
import { NotFoundError } from '../../../http/errors';
import type { FundFeed } from '../../../market-data/fund-feed';
import type { StockFeed } from '../../../market-data/stock-feed';
import { contractNotePdf, contractNotesOf } from './contract-note';
import { findPostingDays } from '../../core/books/ledger-history.repository';
import { findTradeDocumentOf, findTradeDocumentsOf } from './trade-document.repository';
import { statementName } from './statement-notices';

const statementView = (period: StatementPeriod): TradeDocumentView => ({
  id: period.id,
  type: period.kind === 'daily' ? 'dailyStatement' : 'monthlyStatement',
  periodStart: period.start,
  periodEnd: period.end,
  issuedAt: period.to.toISOString(),
  name: null,
});

/**
 * A client's documents at `now`, newest first: the statements the books give (statement-period.ts),
 * the contract notes of stock orders' trade dates (contract-note.ts) and the stored documents
 * already issued; filtered by type and by periods overlapping from..to.
 */
export async function tradeDocumentsOf(
  db: Kysely<Database>,
  client: Pick<StatementClient, 'accountId'>,
  filter: TradeDocumentFilter,
  now: Date,
): Promise<TradeDocumentView[]> {
  const [postingDays, stored, contractNotes] = await Promise.all([
    findPostingDays(db, client.accountId),
    findTradeDocumentsOf(db, client.accountId),
    contractNotesOf(db, client.accountId, now),
  ]);
  const documents = [
    ...issuedStatements(postingDays, now).map(statementView),
    ...contractNotes,
    ...stored
      .filter((document) => document.issuedAt <= now)
      .map((document) => ({
        // Stored documents, uploads of any type among them, keep the `other:` id.
        id: `other:${document.id}`,
        type: document.type,
        periodStart: document.periodStart,
        periodEnd: document.periodEnd,
        issuedAt: document.issuedAt.toISOString(),
        name: document.name,
      })),
  ];
  return documents
    .filter((document) => !filter.type || document.type === filter.type)
    .filter((document) => !filter.from || document.periodEnd >= filter.from)
    .filter((document) => !filter.to || document.periodStart <= filter.to)
    .sort(
      (a, b) =>
        b.issuedAt.localeCompare(a.issuedAt) ||
        a.periodStart.localeCompare(b.periodStart) ||
        a.id.localeCompare(b.id),
    );
}

/** A PDF already whole, as a download. */
const pdfDownload = (fileName: string, content: Uint8Array): DocumentDownload => ({
  fileName,
  contentType: 'application/pdf',
  content: Readable.from([Buffer.from(content)]),
});

type DocumentDeps = {
  db: Kysely<Database>;
  funds: FundFeed;
  stocks?: StockFeed;
  brand: BrandConfig;
};

/**
 * One document as a PDF download: a statement rendered from the books in `language` once its
 * period has ended (and not before the client's first entry), its bytes streamed as they are drawn;
 * a contract note of this client once issued, or a stored document of this client; else 404,
 * before any byte.
 */
export async function tradeDocumentDownload(
  deps: DocumentDeps,
  client: StatementClient,
  request: { documentId: string; language: Language; now: Date },
): Promise<DocumentDownload> {
  const parsed = parseDocumentId(request.documentId);
  if (!parsed) throw new NotFoundError();
  if (parsed.kind === 'contract') {
    const pdf = await contractNotePdf(deps, client, { ...parsed, ...request });
    if (!pdf) throw new NotFoundError();
    const name = `${client.accountCode}-contract-${parsed.orderId}-${parsed.tradeDate}`;
    return pdfDownload(`${name}.pdf`, pdf);
  }
  if (parsed.kind === 'other') {
    const stored = await findTradeDocumentOf(deps.db, client.accountId, parsed.storedId);
    if (!stored || stored.issuedAt > request.now) throw new NotFoundError();
    return pdfDownload(`${client.accountCode}-other-${stored.id}.pdf`, stored.content);
  }
  const { period } = parsed;
  // A period not ended is refused before any read; the first entry comes with the totals.
  if (period.to > request.now) throw new NotFoundError();
  const head = await readStatementHead(deps, client, period);
  if (!isStatementIssued(period, head.firstEntryAt, request.now)) throw new NotFoundError();
  return {
    fileName: `${statementName(client.accountCode, period)}.pdf`,
    contentType: 'application/pdf',
    content: streamStatementOffThread(deps.db, head, {
      brand: deps.brand,
      language: request.language,
    }),
  };
}

/** One document as a whole PDF in base64 (the JSON download call); 404 as the download. */
export async function tradeDocumentFile(
  deps: DocumentDeps,
  client: StatementClient,
  request: { documentId: string; language: Language; now: Date },
): Promise<DocumentFileView> {
  const download = await tradeDocumentDownload(deps, client, request);
  const chunks: Buffer[] = [];
  for await (const chunk of download.content) chunks.push(Buffer.from(chunk));
  return {
    fileName: download.fileName,
    contentType: download.contentType,
    contentBase64: Buffer.concat(chunks).toString('base64'),
  };
}
