import { adminDocumentContracts } from '../../../shared/contracts/admin-document';
import { defineCall } from '../registry';

/**
 * The admin area's trade document calls (issue 30 §3, spec §2.13 `document`, brand flag
 * adminTradeDocument): admin role only (403 below, nothing stored). The Gateway documents port
 * checks, stores, notifies and audits.
 */

const admin = { minRole: 'admin' } as const;
const feature = 'adminTradeDocument' as const;

/** The largest body `uploadDocument` takes: a 5 MiB PDF in base64 and the rest, with room. */
export const UPLOAD_BODY_LIMIT = 9 * 1024 * 1024;

/** `admin-document/uploadDocument`: a PDF for one client or many, each told. */
export const uploadDocumentCall = defineCall({
  service: 'admin-document',
  method: 'uploadDocument',
  ...adminDocumentContracts.uploadDocument,
  access: admin,
  feature,
  // The codes name the clients an admin sends to, not accounts the admin acts as: the back office
  // checks each is a client, and refuses the whole upload otherwise.
  account: { list: () => [], reach: 'client' },
  bodyLimit: UPLOAD_BODY_LIMIT,
  handler: (input, context) =>
    context.backOffices.gateway.documents.uploadDocument({
      ...input,
      actor: {
        accountId: context.session.accountId,
        accountCode: context.session.accountCode,
        sessionId: context.session.sessionId,
        clientAddress: context.clientAddress,
      },
      now: context.now,
    }),
});

/** `admin-document/searchUploads`: past uploads, newest first. */
export const searchUploadsCall = defineCall({
  service: 'admin-document',
  method: 'searchUploads',
  ...adminDocumentContracts.searchUploads,
  access: admin,
  feature,
  handler: ({ page, pageSize }, context) =>
    context.backOffices.gateway.documents.searchUploads({ index: page, size: pageSize }),
});

/** The admin-document calls. */
export const adminDocumentCalls = [uploadDocumentCall, searchUploadsCall];
