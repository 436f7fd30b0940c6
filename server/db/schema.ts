/** The `feed_anchor` table: the day a simulated feed was first dated from (YYYY-MM-DD). */
export type FeedAnchorTable = {
  feed: string;
  anchorDate: string;
};

/**
 * Every table, as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case). Each area's
 * `schema-<area>.ts` adds its tables to this interface (`declare module './schema'`), so a new
 * area's tables need no line here; code imports a table's row type from its own schema file.
 */
export interface Database {
  feedAnchor: FeedAnchorTable;
}
