import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Messenger } from '../messaging/messenger';

/** What the portal's commands may use: the database, the configuration and the messenger. */
export type CommandDeps = {
  db: Kysely<Database>;
  config: Config;
  messenger: Messenger;
};
