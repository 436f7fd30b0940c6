import { gzipSync } from 'node:zlib';
import {
  entryKey,
  filesOf,
  initialRoute,
  LOGIN_ROUTE_KEY,
  routeModules,
  routePath,
  staticClosure,
  type LoadedFiles,
  type Manifest,
} from './vite-manifest';

/** Issue 2, item 12: the login route's initial JS must stay at or under 200 KB gzip. */
export const INITIAL_JS_BUDGET_BYTES = 200_000;

/** Reads a built file by its manifest path (relative to the build's output folder). */
export type ReadAsset = (file: string) => Buffer;

/** Gzip-compressed size in bytes at zlib's default level, as a server or CDN would send it. */
export function gzipSize(content: Buffer | string): number {
  return gzipSync(content).length;
}

/** Gzip bytes of a set of loaded files, JS and CSS apart (each file compressed on its own). */
export type GzipBytes = { js: number; css: number };

/** Sums the gzip sizes of each JS and CSS file, as each is fetched separately. */
export function gzipBytes(files: LoadedFiles, read: ReadAsset): GzipBytes {
  const total = (list: readonly string[]) =>
    list.reduce((sum, file) => sum + gzipSize(read(file)), 0);
  return { js: total(files.js), css: total(files.css) };
}

/** One row of the report: a route and what navigating to it adds on top of the entry. */
export type RouteRow = { route: string } & GzipBytes;

/** The whole measurement: per-route rows and the initial load of the budgeted route. */
export type SizeReport = {
  /** The entry chunk and its static imports: the shell every route loads. */
  entry: GzipBytes;
  routes: RouteRow[];
  /** The route whose initial load was measured, or undefined when only the entry was. */
  initialRoute: string | undefined;
  initial: GzipBytes;
  isWithinBudget: boolean;
};

function without(files: LoadedFiles, loaded: LoadedFiles): LoadedFiles {
  return {
    js: files.js.filter((file) => !loaded.js.includes(file)),
    css: files.css.filter((file) => !loaded.css.includes(file)),
  };
}

/**
 * Measures a build: each route's cost beyond the entry (its chunk and static imports the entry
 * does not already load), and the initial load = entry closure + initial route closure.
 */
export function measureBuild(manifest: Manifest, read: ReadAsset): SizeReport {
  const entry = entryKey(manifest);
  const shell = filesOf(manifest, staticClosure(manifest, [entry]));
  const routes = routeModules(manifest).map(({ route, key }) => {
    const added = without(filesOf(manifest, staticClosure(manifest, [key])), shell);
    return { route, ...gzipBytes(added, read) };
  });
  const start = initialRoute(manifest);
  const initialKeys = start ? [entry, start.key] : [entry];
  const initial = gzipBytes(filesOf(manifest, staticClosure(manifest, initialKeys)), read);
  return {
    entry: gzipBytes(shell, read),
    routes,
    initialRoute: start?.route,
    initial,
    isWithinBudget: initial.js <= INITIAL_JS_BUDGET_BYTES,
  };
}

const LOGIN_ROUTE = routePath(LOGIN_ROUTE_KEY);

function describeInitialRoute(route: string | undefined): string {
  if (route === LOGIN_ROUTE) return `the login route ${route}`;
  if (route === undefined) return 'the entry only (no login or index route module in the manifest)';
  return `the index route ${route} (the login route ${LOGIN_ROUTE} is not in the manifest)`;
}

const kb = (bytes: number): string => (bytes / 1000).toFixed(2);

/** The report as a plain-text table plus the initial-load and budget lines (KB = 1000 bytes). */
export function formatReport(report: SizeReport, brand: string): string {
  const header = ['route (module path)', 'JS gzip KB', 'CSS gzip KB'];
  const rows = [{ route: '(entry shell)', ...report.entry }, ...report.routes].map(
    ({ route, js, css }) => [route, kb(js), kb(css)],
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const measured = describeInitialRoute(report.initialRoute);
  const verdict = report.isWithinBudget ? 'within' : 'OVER';
  return [
    `Web bundle sizes, brand "${brand}" (route rows: what a route adds beyond the entry)`,
    line(header),
    ...rows.map(line),
    ...(report.routes.length > 0 ? [] : ['(no route module has its own chunk)']),
    '',
    `Initial load of ${measured}: JS ${kb(report.initial.js)} KB gzip, CSS ${kb(report.initial.css)} KB gzip`,
    `Initial JS budget ${kb(INITIAL_JS_BUDGET_BYTES)} KB gzip: ${verdict}`,
  ].join('\n');
}
