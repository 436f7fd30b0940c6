import { adminDisclaimerContracts } from '../../../shared/contracts/admin-disclaimer';
import { DISCLAIMER_TYPES } from '../../../shared/domain/admin-content';
import { saveDisclaimerNote } from '../../commands/admin-disclaimer.command';
import { contentActorOf } from '../../commands/admin-content-audit';
import {
  findLatestDisclaimerNotes,
  type DisclaimerNoteRow,
} from '../../repositories/admin-content.repository';
import { defineCall } from '../registry';

/**
 * The admin area's disclaimer note calls (issue 29 §3, spec §2.13 `disclaimerNote`,
 * `disclaimerNote/{type}`): admin role only (403 below, nothing changed).
 */

const admin = { minRole: 'admin' } as const;

/** A note as the admin's page shows it. */
const noteView = (row: DisclaimerNoteRow) => ({
  type: row.type,
  version: row.version,
  html: row.html,
  updatedAt: row.createdAt.toISOString(),
  updatedBy: row.createdBy,
});

/** `admin-disclaimer/searchDisclaimerNotes`: every type, with its note or null. */
export const searchDisclaimerNotesCall = defineCall({
  service: 'admin-disclaimer',
  method: 'searchDisclaimerNotes',
  ...adminDisclaimerContracts.searchDisclaimerNotes,
  access: admin,
  handler: async (_input, { db }) => {
    const notes = await findLatestDisclaimerNotes(db);
    return {
      notes: DISCLAIMER_TYPES.map((type) => {
        const note = notes.find((row) => row.type === type);
        return { type, note: note ? noteView(note) : null };
      }),
    };
  },
});

/** `admin-disclaimer/saveDisclaimerNote`: a new version of a type's note. */
export const saveDisclaimerNoteCall = defineCall({
  service: 'admin-disclaimer',
  method: 'saveDisclaimerNote',
  ...adminDisclaimerContracts.saveDisclaimerNote,
  access: admin,
  handler: async ({ type, html }, context) => {
    const outcome = await saveDisclaimerNote(context.db, contentActorOf(context), {
      type,
      html,
      now: context.now,
    });
    return outcome.result === 'ok'
      ? { result: 'ok' as const, note: noteView(outcome.note) }
      : { result: outcome.result, note: null };
  },
});

/** The admin-disclaimer calls. */
export const adminDisclaimerCalls = [searchDisclaimerNotesCall, saveDisclaimerNoteCall];
