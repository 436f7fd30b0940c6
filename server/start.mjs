// `npm start`: runs the server from a prebuilt JavaScript bundle instead of compiling TypeScript
// at every start (tsx took about 0.9 s and 170 MB to import the server; the bundle about 0.35 s
// and 100 MB). The bundle is built here by esbuild when it is missing or older than any source,
// as the web build is (server/web-build.ts), so one command still serves current code.
// Plain JavaScript, so it starts without tsx.
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';

// The heap grows by half its live size after each full collection, not V8's default of up to 4x
// on a machine with memory to spare (its heap limit here is 4 GB): under a mixed load the server's
// heap stood at 80-200 MB live, and grew to 225 MB with the default, 130 MB with this, which kept
// the process under its 600 MB (bench:start). V8 reads the flag at every collection, so setting it
// here, before the server is imported, covers every start, whatever command ran this file, and the
// statement worker thread too (flags are the process's).
v8.setFlagsFromString('--heap-growing-percent=50');

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// One folder below the root, as server/ is, so the bundle finds the root by the same `..`
// (server/project-root.ts). Git-ignored.
const bundleDir = path.join(projectRoot, '.server');

// What the server bundle is built from: any change here makes it stale.
// The lock file too: the bundle holds some packages' code (bundledPackages).
const buildInputs = ['server', 'shared', 'brands', 'package.json', 'package-lock.json'];

// Each entry of the bundle, by its output name. A worker thread is an entry of its own, named as
// server/threads/typescript-worker.ts (workerModule) looks it up beside main.js.
const entryPoints = [
  { in: 'server/main.ts', out: 'main' },
  { in: 'server/backoffice/gateway/trade-documents/statement-worker.ts', out: 'statement-worker' },
];

async function newestModification(target) {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    // Tests are not part of the bundle; editing one should not cost a rebuild.
    if (!entry.isFile() || entry.name.includes('.test.')) continue;
    const file = await stat(path.join(entry.parentPath, entry.name));
    newest = Math.max(newest, file.mtimeMs);
  }
  return newest;
}

/** Whether any output is missing or older than any build input. */
async function isBundleStale() {
  let oldestOutput = Infinity;
  for (const { out } of entryPoints) {
    const info = await stat(path.join(bundleDir, `${out}.js`)).catch(() => undefined);
    if (!info) return true;
    oldestOutput = Math.min(oldestOutput, info.mtimeMs);
  }
  for (const input of buildInputs) {
    if ((await newestModification(path.join(projectRoot, input))) > oldestOutput) return true;
  }
  return false;
}

// The migrations are found by a template-literal import that esbuild bundles as every `./*.ts`
// beside server/db/migrations/index.ts, tests included: a test is bundled empty, so its imports
// (vitest) never load. Only real migrations' names are ever looked up (index.ts).
const testsAreEmpty = {
  name: 'tests-are-empty',
  setup(builder) {
    builder.onLoad({ filter: /\.test\.ts$/ }, () => ({ contents: '', loader: 'js' }));
  },
};

// Pure JavaScript packages bundled with the server's code. Imported as packages, each is a tree of
// modules Node resolves and links at every start: kysely and zod took about 270 ms of it, bundled
// about 60. Every other package stays outside the bundle, as installed: some carry WebAssembly or
// native code found beside their files (PGlite, argon2), some load files or workers by path
// (pino's transports, pg's optional native driver, the PDF fonts).
const bundledPackages = new Set(['kysely', 'zod', 'decimal.js', 'otpauth']);

/** A bare import's package: `zod/v4` is zod, `@fastify/static/x` is @fastify/static. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      bundledPackages.has(packageOf(args.path)) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds the bundle and writes each file by a rename, so a server starting at the same moment
 * (another test, another brand) reads a whole old or a whole new file, never half of one.
 */
async function buildBundle() {
  // Loaded only to build: a start with a current bundle does not pay for esbuild's import.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints,
    outdir: bundleDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [testsAreEmpty, externalPackages],
    write: false,
    logLevel: 'silent',
  });
  await mkdir(bundleDir, { recursive: true });
  // main.js last: the next start compares its time with the sources'.
  const isMain = (file) => path.basename(file.path) === 'main.js';
  const files = [
    ...result.outputFiles.filter((file) => !isMain(file)),
    ...result.outputFiles.filter(isMain),
  ];
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }
}

/** The one plain line for a build that failed: the first error, where it is. */
function buildFailureLine(error) {
  const first = error?.errors?.[0];
  if (!first) return `Start failed: the server could not be built (${error?.message ?? error})`;
  const where = first.location ? `${first.location.file}:${first.location.line}: ` : '';
  return `Start failed: the server could not be built: ${where}${first.text}`;
}

// A plain info line shaped like the server's pino lines, unless LOG_LEVEL asks for less.
function logInfo(message) {
  if (['warn', 'error', 'fatal', 'silent'].includes(process.env.LOG_LEVEL ?? '')) return;
  const line = { level: 30, time: Date.now(), service: 'portico', msg: message };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

if (await isBundleStale()) {
  logInfo('building the server (esbuild)');
  try {
    await buildBundle();
  } catch (error) {
    process.stderr.write(`${buildFailureLine(error)}\n`);
    process.exit(1);
  }
}
await import(pathToFileURL(path.join(bundleDir, 'main.js')).href);
