import { ThemePreviewPage } from '../../../features/admins/content/theme-preview-link';

/** `/admins/theme/preview?preview=<token>`: a stored theme preview, open to anyone (spec §6). */
export function Component() {
  return <ThemePreviewPage />;
}
