import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type * as PdfLib from 'pdf-lib';

/**
 * pdf-lib and fontkit, loaded when a thread first draws a document, not when the server starts:
 * imported with the rest of the server they took about 0.45 s of every start (and their memory)
 * for contract notes and fund documents that most runs never draw. The statement worker loads
 * them when it draws its first statement. Both are CommonJS packages (fontkit publishes both
 * kinds), so a synchronous require serves the drawing code, which is synchronous.
 */

const require = createRequire(import.meta.url);

let pdfLib: typeof PdfLib | undefined;
let fontkit: typeof Fontkit | undefined;

/** pdf-lib, loaded on first use. */
export const pdfLibrary = () => (pdfLib ??= require('pdf-lib') as typeof PdfLib);

/** fontkit, loaded on first use. */
export const fontkitLibrary = () => (fontkit ??= require('fontkit') as typeof Fontkit);
