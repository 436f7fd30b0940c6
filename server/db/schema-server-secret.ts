import type { Timestamp } from './column-types';

/** The `server_secret` table: a secret generated on first use, shared by every process. */
export type ServerSecretTable = {
  name: string;
  value: string;
  createdAt: Timestamp;
};

// This table joins the Database (schema.ts) from here: no shared list names it.
declare module './schema' {
  interface Database {
    serverSecret: ServerSecretTable;
  }
}
