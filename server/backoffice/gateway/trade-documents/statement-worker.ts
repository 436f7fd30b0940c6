import { parentPort } from 'node:worker_threads';
import type { BrandConfig } from '../../../../brands/brand-config';
import type { Language } from '../../../../shared/i18n/languages';
import type { StatementEntry } from '../../core/books/ledger.repository';
import { composeStatement, type StatementInputs } from './statement-data';
import { renderStatement } from './statement-pdf';

/**
 * The statement worker (issue 9 §5): composes a statement from the pages of entries it is sent
 * and renders the PDF, off the server's event loop. Messages carry a job id, so one worker
 * serves statements one after another.
 */

/** What the worker is sent: a page of a job's entries, the order to render it, or to drop it. */
export type StatementWorkerRequest =
  | { id: number; type: 'entries'; entries: StatementEntry[] }
  | { id: number; type: 'render'; inputs: StatementInputs; brand: BrandConfig; language: Language }
  | { id: number; type: 'drop' };

/** What the worker answers: the PDF's bytes, or why it failed. */
export type StatementWorkerAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
const pages = new Map<number, StatementEntry[][]>();

port?.on('message', (request: StatementWorkerRequest) => {
  if (request.type === 'entries') {
    pages.set(request.id, [...(pages.get(request.id) ?? []), request.entries]);
    return;
  }
  const entries = (pages.get(request.id) ?? []).flat();
  pages.delete(request.id);
  if (request.type === 'drop') return;
  try {
    const data = composeStatement(request.inputs, entries);
    // A copy of its own: a Buffer may share a pooled ArrayBuffer, which cannot be transferred.
    const pdf = new Uint8Array(renderStatement(data, request.brand, request.language));
    const answer: StatementWorkerAnswer = { id: request.id, pdf };
    port.postMessage(answer, [pdf.buffer]);
  } catch (error) {
    const answer: StatementWorkerAnswer = {
      id: request.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
    port.postMessage(answer);
  }
});
