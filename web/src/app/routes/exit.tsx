import { ExitPage } from '../../features/embedded/components/exit-page';

/** `/exit` (spec §2.2, §5). */
export function Component() {
  return <ExitPage />;
}
