import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from '../db/schema';

/**
 * What the query-plan tests share: a recorder of the statements a read sends, and their plans as
 * PostgreSQL (or PGlite) explains them.
 */

/** Keeps every statement sent through the handle it is plugged into, to replay or EXPLAIN it. */
export class StatementRecorder implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** One node of a JSON plan. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

/** A plan's node and every node under it. */
export const nodesOf = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? []).flatMap((child) => nodesOf(child)),
];

/** A recorded statement as the recording handle compiles it. */
export function compiledOf(recording: Kysely<Database>, node: RootOperationNode): CompiledQuery {
  return recording.getExecutor().compileQuery(node, { queryId: 'plan' });
}

/** The plan `db` (a transaction, with its settings) makes for a compiled statement. */
export async function planOf(
  db: Kysely<Database>,
  compiled: CompiledQuery,
): Promise<PlanNode | undefined> {
  const { rows } = await db
    .withoutPlugins()
    .executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
  const answer = Object.values(rows[0] ?? {})[0];
  const parsed = (typeof answer === 'string' ? JSON.parse(answer) : answer) as
    [{ Plan: PlanNode }] | undefined;
  return parsed?.[0]?.Plan;
}
