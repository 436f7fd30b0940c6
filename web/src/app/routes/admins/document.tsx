import { DocumentPage } from '../../../features/admins/documents/document-page';

/** `/admins/document` (spec §2.13, the adminTradeDocument flag), behind the admin gate. */
export function Component() {
  return <DocumentPage />;
}
