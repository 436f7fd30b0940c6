import type { ColumnType } from 'kysely';
import type { UploadableDocumentType } from '../../shared/domain/document-upload';
import type { RaqQuestionnaireContent } from '../../shared/domain/raq-questionnaire';
import type { Identity, Timestamp } from './column-types';

/** Issue 30's tables: questionnaire versions and admin document uploads, part of `Database`. */

/** The `raq_questionnaire` table: one row per version (1 the house's first). */
export type RaqQuestionnaireTable = {
  version: number;
  /** Questions and bands (jsonb): read as an object, written as its JSON text. */
  content: ColumnType<RaqQuestionnaireContent, string, never>;
  createdAt: Timestamp;
  /** The admin's code; null for version 1. */
  createdBy: string | null;
};

/** The `document_upload` table: a PDF an admin sent to clients (their rows in `trade_document`). */
export type DocumentUploadTable = {
  id: Identity;
  type: UploadableDocumentType;
  name: string;
  content: ColumnType<Uint8Array, Uint8Array, never>;
  byteSize: number;
  /** Hong Kong calendar days, `YYYY-MM-DD`. */
  periodStart: string;
  periodEnd: string;
  clientCount: number;
  createdAt: Timestamp;
  createdBy: string;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    raqQuestionnaire: RaqQuestionnaireTable;
    documentUpload: DocumentUploadTable;
  }
}
