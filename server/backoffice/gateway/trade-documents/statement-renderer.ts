import { Readable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { BrandConfig } from '../../../../brands/brand-config';
import type { Language } from '../../../../shared/i18n/languages';
import type { Database } from '../../../db/schema';
import { startTypeScriptWorker, workerModule } from '../../../threads/typescript-worker';
import type { StatementHead } from './statement-data';
import { findMovementPage, type PageStart } from './statement.repository';
import type { StatementWorkerAnswer, StatementWorkerRequest } from './statement-worker';

/**
 * Statements off the event loop (issue 9 §5, issue 22 §6): the server reads a statement's totals
 * (summed in SQL) and then each table's movements a keyset page at a time, and sends each page on
 * to one long-lived worker thread, which draws the PDF as the pages come and sends its bytes back
 * as they are written; they go out as the answer's body meanwhile. The worker is made on the first
 * statement and kept; it holds the process open only while it has work.
 */

/** How many ledger entries a page of movements reads per account (statement.repository.ts). */
export const MOVEMENT_PAGE = 500;

let worker: Worker | undefined;
let nextId = 1;
const bodies = new Map<number, Readable>();

function settle(answer: StatementWorkerAnswer): void {
  const body = bodies.get(answer.id);
  if (!body) return;
  if ('chunk' in answer) {
    body.push(answer.chunk);
    return;
  }
  bodies.delete(answer.id);
  if (bodies.size === 0) worker?.unref();
  if ('isDone' in answer) body.push(null);
  else body.destroy(new Error(`Statement rendering failed: ${answer.error}`));
}

function failAll(error: Error): void {
  worker = undefined;
  for (const body of bodies.values()) body.destroy(error);
  bodies.clear();
}

function workerOf(): Worker {
  if (worker) return worker;
  const started = startTypeScriptWorker(workerModule(import.meta.url, 'statement-worker'));
  started.on('message', settle);
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`The statement worker stopped (${code})`)));
  started.unref();
  worker = started;
  return started;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Reads each table's movements a page at a time and hands each page on (to the worker; the
 * statement bench times the reads alone with it).
 */
export async function sendMovements(
  db: Kysely<Database>,
  head: Pick<StatementHead, 'tables' | 'period'>,
  send: (request: StatementWorkerRequest) => void,
  isWanted: () => boolean,
): Promise<void> {
  for (const [table, { accountIds, entries }] of head.tables.entries()) {
    if (entries === 0) continue;
    for (let after: PageStart = null; isWanted();) {
      // The embedded database answers in microtasks: without a turn of the event loop between
      // pages the whole statement would be one task, and every other request would wait.
      await nextTurn();
      const page = await findMovementPage(db, accountIds, head.period, {
        after,
        size: MOVEMENT_PAGE,
      });
      if (page.rows !== '') send({ id: 0, type: 'movements', table, rows: page.rows });
      if (page.last === null) break;
      after = page.last;
    }
  }
}

/**
 * A client's statement as a PDF's bytes, drawn on the worker thread from its head
 * (statement-data.ts `readStatementHead`) while its movements are read; a failure ends the stream
 * with that error.
 */
export function streamStatementOffThread(
  db: Kysely<Database>,
  head: StatementHead,
  document: { brand: BrandConfig; language: Language },
): Readable {
  const thread = workerOf();
  const id = nextId;
  nextId += 1;
  const send = (request: StatementWorkerRequest) => thread.postMessage({ ...request, id });
  // The worker writes as fast as it draws; a slow reader only lets the bytes wait here.
  const body = new Readable({ read: () => undefined });
  bodies.set(id, body);
  thread.ref();
  const isWanted = () => bodies.has(id);
  body.once('close', () => {
    // A reader gone before the end (a closed download): the worker forgets the job.
    if (!bodies.delete(id)) return;
    send({ id, type: 'drop' });
    if (bodies.size === 0) thread.unref();
  });
  send({ id, type: 'open', head, ...document });
  sendMovements(db, head, send, isWanted)
    .then(() => send({ id, type: 'end' }))
    .catch((error: unknown) => {
      if (!bodies.delete(id)) return;
      send({ id, type: 'drop' });
      if (bodies.size === 0) thread.unref();
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return body;
}
