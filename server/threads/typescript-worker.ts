import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module the way the server runs (tsx), however the process
 * was started (npm start, the test runner, a bench): the worker first registers tsx's loader, then
 * imports the module. tsx is located from this file, never from the working directory.
 */
export function startTypeScriptWorker(module: URL): Worker {
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  // tsx's published ESM entry of `tsx/esm/api` (its package.json exports map).
  const api = pathToFileURL(path.join(tsxRoot, 'dist', 'esm', 'api', 'index.mjs')).href;
  const boot = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(boot, { eval: true });
}
