/** One chunk of Vite's build manifest (`.vite/manifest.json`), the fields the bench reads. */
export type ManifestChunk = {
  file: string;
  /** The chunk's name: a group chunk's is its group's (vite.config.ts `codeSplitting`). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

/** Vite's build manifest: chunks keyed by source path (relative to `web/`) or `_shared-chunk` name. */
export type Manifest = Record<string, ManifestChunk>;

/** The output files a set of chunks loads: JS chunk files and the CSS files they pull in. */
export type LoadedFiles = { js: string[]; css: string[] };

/** A route module found in the manifest, with the URL path it serves. */
export type RouteModule = { route: string; key: string };

/** Where route modules live (web helper's layout): `web/src/app/routes/<area>/<page>.tsx`. */
const ROUTE_PREFIX = 'src/app/routes/';

/** The login route module, the page a signed-out visitor lands on (issue 2, item 12). */
export const LOGIN_ROUTE_KEY = `${ROUTE_PREFIX}users/login.tsx`;

/** Index route modules: `routes/home*.tsx` or `routes/index.tsx`. */
const INDEX_ROUTE = /^src\/app\/routes\/(home[^/]*|index)\.tsx?$/;

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`Manifest has no chunk "${key}"`);
  return found;
}

/** The keys of the given chunks and of everything they import statically, each once. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(chunk(manifest, key).imports ?? []));
  }
  return [...seen].sort();
}

/** The JS and CSS files loaded by the given chunk keys (no closure is taken here). */
export function filesOf(manifest: Manifest, keys: readonly string[]): LoadedFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const { file, css: styles = [] } = chunk(manifest, key);
    if (file.endsWith('.js')) js.add(file);
    for (const style of styles) css.add(style);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/** The app's entry chunk key (the one `isEntry` chunk, `index.html` for the SPA). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) {
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}`);
  }
  return entry;
}

/** `src/app/routes/funds/dashboard.tsx` serves `/funds/dashboard`; `routes/home.tsx` serves `/`. */
export function routePath(key: string): string {
  if (INDEX_ROUTE.test(key)) return '/';
  return `/${key.slice(ROUTE_PREFIX.length).replace(/\.tsx?$/, '')}`;
}

/** Every route module that has its own chunk in the manifest, sorted by route. */
export function routeModules(manifest: Manifest): RouteModule[] {
  return Object.keys(manifest)
    .filter((key) => key.startsWith(ROUTE_PREFIX) && /\.tsx?$/.test(key))
    .map((key) => ({ route: routePath(key), key }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The group chunk that holds the login route module when the build puts it in one
 * (vite.config.ts: the `login` group, keyed `_login-<hash>.js`, with no `src`), or undefined.
 */
function loginGroupKey(manifest: Manifest): string | undefined {
  return Object.keys(manifest).find((key) => {
    const found = manifest[key];
    return found?.name === 'login' && found.src === undefined && found.file.endsWith('.js');
  });
}

/**
 * The route whose initial load is budgeted: login when built (its own chunk, or the group chunk
 * it sits in), else the index route, else none.
 */
export function initialRoute(manifest: Manifest): RouteModule | undefined {
  const login = manifest[LOGIN_ROUTE_KEY] ? LOGIN_ROUTE_KEY : loginGroupKey(manifest);
  if (login !== undefined) return { route: routePath(LOGIN_ROUTE_KEY), key: login };
  const index = Object.keys(manifest).find((key) => INDEX_ROUTE.test(key));
  return index === undefined ? undefined : { route: '/', key: index };
}
