import { z } from 'zod';
import { DISCLAIMER_TYPES } from '../domain/admin-content';
import { adminContentResult, editorTexts, localisedTexts } from './admin-content';
import { isoDateTime } from './common';

/**
 * The `admin-disclaimer` service (issue 29, spec §2.13 `disclaimerNote`, `disclaimerNote/{type}`):
 * the note at the foot of the funds, stocks, IPO, cash, virtual-asset and plan pages, HTML in
 * three languages sanitised to the spec §5 allow-list on save (the page sanitises again). Each
 * save is a new version; the pages read the latest (`site-content/loadDisclaimerNote`). Admin
 * only; results and codes: shared/contracts/admin-content.ts.
 */

/** A disclaimer note type: fund, stock, ipo, cash, crypto (virtual assets), plan. */
export const disclaimerType = z.enum(DISCLAIMER_TYPES);

/** A note's latest version. */
export const disclaimerNote = z.object({
  type: disclaimerType,
  version: z.number().int().positive(),
  html: localisedTexts,
  updatedAt: isoDateTime,
  updatedBy: z.string().nullable(),
});

/** The `admin-disclaimer` service's calls. */
export const adminDisclaimerContracts = {
  /** Every type with its note (null when none yet). */
  searchDisclaimerNotes: {
    input: z.strictObject({}),
    output: z.object({
      notes: z.array(z.object({ type: disclaimerType, note: disclaimerNote.nullable() })),
    }),
  },
  /** Saves a type's note as a new version (HTML in each language required). */
  saveDisclaimerNote: {
    input: z.strictObject({ type: z.string().trim().max(64), html: editorTexts }),
    output: z.object({ result: adminContentResult, note: disclaimerNote.nullable() }),
  },
};
