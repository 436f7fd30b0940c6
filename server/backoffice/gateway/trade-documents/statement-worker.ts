import { parentPort } from 'node:worker_threads';
import type { BrandConfig } from '../../../../brands/brand-config';
import type { Language } from '../../../../shared/i18n/languages';
import type { StatementHead } from './statement-data';
import { openStatement, type StatementRender } from './statement-pdf';

/**
 * The statement worker (issue 9 §5, issue 22 §6): draws a statement from its head and the pages of
 * movements it is sent, off the server's event loop, and sends the PDF's bytes back as they are
 * written. Messages carry a job id, so one worker serves statements one after another.
 */

/** What the worker is sent: a job's head, a page of a table's movements, its end, or a drop. */
export type StatementWorkerRequest =
  | { id: number; type: 'open'; head: StatementHead; brand: BrandConfig; language: Language }
  | { id: number; type: 'movements'; table: number; rows: string }
  | { id: number; type: 'end' }
  | { id: number; type: 'drop' };

/** What the worker answers: some of the PDF's bytes, its end, or why it failed. */
export type StatementWorkerAnswer =
  { id: number; chunk: Uint8Array } | { id: number; isDone: true } | { id: number; error: string };

/** Bytes are sent on in pieces of about this size, not one message per PDF object. */
const CHUNK_BYTES = 64 * 1024;

const port = parentPort;
const jobs = new Map<number, { render: StatementRender; flush(): void }>();

function send(answer: StatementWorkerAnswer, transfer?: ArrayBuffer[]): void {
  port?.postMessage(answer, transfer);
}

function open(request: Extract<StatementWorkerRequest, { type: 'open' }>) {
  let pending: Buffer[] = [];
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    // A copy of its own: a Buffer may share a pooled ArrayBuffer, which cannot be transferred.
    const chunk = new Uint8Array(Buffer.concat(pending, size));
    pending = [];
    size = 0;
    send({ id: request.id, chunk }, [chunk.buffer]);
  };
  const sink = (bytes: Buffer) => {
    pending.push(bytes);
    size += bytes.length;
    if (size >= CHUNK_BYTES) flush();
  };
  const render = openStatement(request.head, request.brand, request.language, sink);
  jobs.set(request.id, { render, flush });
}

/** Handles a request; a job's end embeds the fonts, which pdf-lib does asynchronously. */
async function handle(request: StatementWorkerRequest): Promise<void> {
  if (request.type === 'open') return open(request);
  const job = jobs.get(request.id);
  if (!job) return;
  if (request.type === 'movements') return job.render.movements(request.table, request.rows);
  jobs.delete(request.id);
  if (request.type === 'drop') return;
  await job.render.finish();
  job.flush();
  send({ id: request.id, isDone: true });
}

port?.on('message', (request: StatementWorkerRequest) => {
  handle(request).catch((error: unknown) => {
    // A failed job is forgotten, so its later pages are ignored: its caller hears why, once.
    jobs.delete(request.id);
    send({
      id: request.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  });
});
