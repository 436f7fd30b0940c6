// Creates an embedded database's data folder (PGlite's initdb) and exits: run as a child process
// by openPgliteDatabase when the folder is new. PGlite's WebAssembly memory only grows, and
// initdb grows it to about 630 MB, which a warm open of the same folder never reaches (about
// 200 MB); run here, that peak leaves with this process instead of staying in the server's.
// Plain JavaScript, so it starts the same under tsx, the test runner and plain node.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node pglite-initdb.mjs <data folder>');
const pglite = new PGlite({ dataDir });
await pglite.waitReady;
await pglite.close();
