import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, for files the server reads or starts at run time (dist/web/<brand>, the
 * locales, the migrations' names, PGlite's initdb child). The one place that knows where the
 * running code sits: this file under tsx (server/project-root.ts) and the server bundle that
 * `npm start` runs (.server/main.js, server/start.mjs) are both one folder below the root, so
 * the same `..` is right in both modes.
 */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
