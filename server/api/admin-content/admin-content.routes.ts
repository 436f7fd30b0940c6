import { adminContentContracts, contentKind } from '../../../shared/contracts/admin-content';
import { findContentAuditEvents } from '../../repositories/admin-content.repository';
import { defineCall } from '../registry';

/** `admin-content/searchContentAudit` (issue 29 §6): the trail of content changes, admin only. */
export const searchContentAuditCall = defineCall({
  service: 'admin-content',
  method: 'searchContentAudit',
  ...adminContentContracts.searchContentAudit,
  access: { minRole: 'admin' },
  handler: async (filter, { db }) => {
    const events = await findContentAuditEvents(db, filter);
    return {
      events: events.map((event) => {
        const details = event.details as {
          actorCode?: string;
          contentKind?: string;
          contentKey?: string;
          contentAction?: string;
          changes?: { field: string; before: string | null; after: string | null }[];
        };
        return {
          id: event.id,
          occurredAt: event.occurredAt.toISOString(),
          actorCode: details.actorCode ?? event.accountCode,
          kind: contentKind.parse(details.contentKind),
          key: details.contentKey ?? '',
          action: details.contentAction ?? '',
          changes: details.changes ?? [],
        };
      }),
    };
  },
});

/** The admin-content calls. */
export const adminContentCalls = [searchContentAuditCall];
