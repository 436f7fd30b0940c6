import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread running a server module the way the server runs, in either of its two modes:
 * from TypeScript under tsx (tests, benches, dev), where the worker first registers tsx's loader,
 * or from the server bundle `npm start` runs (server/start.mjs), where the worker is a bundled
 * entry of its own, plain JavaScript. These two functions are the one place that tells the modes
 * apart, by the module's extension.
 */

/**
 * The worker module `name` as the caller's mode has it: under tsx `./<name>.ts` beside the
 * calling module; in the bundle the caller is .server/main.js and the worker .server/<name>.js
 * (server/start.mjs builds each worker as an entry named so).
 */
export function workerModule(callerUrl: string, name: string): URL {
  const extension = callerUrl.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./${name}${extension}`, callerUrl);
}

/** Starts `module` in a worker thread: through tsx when it is TypeScript, else as it is. */
export function startTypeScriptWorker(module: URL): Worker {
  if (!module.pathname.endsWith('.ts')) return new Worker(module);
  // tsx is located from this file, never from the working directory.
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  // tsx's published ESM entry of `tsx/esm/api` (its package.json exports map).
  const api = pathToFileURL(path.join(tsxRoot, 'dist', 'esm', 'api', 'index.mjs')).href;
  const boot = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(boot, { eval: true });
}
