import type { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { BrandConfig } from '../../../../brands/brand-config';
import type { Language } from '../../../../shared/i18n/languages';
import type { Database } from '../../../db/schema';
import { startTypeScriptWorker } from '../../../threads/typescript-worker';
import type { FundFeed } from '../../../market-data/fund-feed';
import type { StockFeed } from '../../../market-data/stock-feed';
import type { StatementClient } from '../../ports/gateway-documents.port';
import { readStatement } from './statement-data';
import type { StatementPeriod } from './statement-period';
import type { StatementWorkerAnswer, StatementWorkerRequest } from './statement-worker';

/**
 * Statements off the event loop (issue 9 §5): the server reads a statement's entries a page at a
 * time and sends each page on to one long-lived worker thread, which composes the statement and
 * renders the PDF; the server's thread is free for other requests meanwhile. The worker is made on
 * the first statement and kept; it holds the process open only while it has work.
 */

type Waiting = { resolve(pdf: Uint8Array): void; reject(error: Error): void };

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function settle(answer: StatementWorkerAnswer): void {
  const job = waiting.get(answer.id);
  if (!job) return;
  waiting.delete(answer.id);
  if (waiting.size === 0) worker?.unref();
  if ('pdf' in answer) job.resolve(answer.pdf);
  else job.reject(new Error(`Statement rendering failed: ${answer.error}`));
}

function failAll(error: Error): void {
  worker = undefined;
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
}

function workerOf(): Worker {
  if (worker) return worker;
  const started = startTypeScriptWorker(new URL('./statement-worker.ts', import.meta.url));
  started.on('message', settle);
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`The statement worker stopped (${code})`)));
  started.unref();
  worker = started;
  return started;
}

/** Reads a client's statement and renders it as a PDF on the worker thread. */
export async function renderStatementOffThread(
  deps: { db: Kysely<Database>; funds: FundFeed; stocks?: StockFeed },
  client: StatementClient,
  period: StatementPeriod,
  document: { brand: BrandConfig; language: Language },
): Promise<Uint8Array> {
  const thread = workerOf();
  const id = nextId;
  nextId += 1;
  const send = (request: StatementWorkerRequest) => thread.postMessage(request);
  const rendered = new Promise<Uint8Array>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
  });
  thread.ref();
  try {
    const inputs = await readStatement(deps, client, period, (entries) =>
      send({ id, type: 'entries', entries }),
    );
    send({ id, type: 'render', inputs, ...document });
  } catch (error) {
    // Nothing waits for this job any more: the worker forgets its pages, the caller gets the error.
    send({ id, type: 'drop' });
    waiting.delete(id);
    if (waiting.size === 0) thread.unref();
    throw error;
  }
  return rendered;
}
