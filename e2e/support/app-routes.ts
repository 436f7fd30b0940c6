import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteVisit } from '../../web/src/app/areas/area-walk';

export type { RouteVisit, Walker } from '../../web/src/app/areas/area-walk';

/**
 * Every route of the app with a concrete path and who opens it, for the language walk
 * (`e2e/i18n-walk.spec.ts`): the app's own visits below, then every area's `<area>.walk.ts`
 * (beside its manifest in web/src/app/areas/), read from the folder so a new area adds none here.
 * A walker's `isLast` visits (signing out) come after its others.
 */

const appVisits: readonly RouteVisit[] = [
  { path: '/', as: 'guest' },
  { path: '/no-such-page', as: 'guest' },
  { path: '/', as: 'C10001' },
];

// Paths, not URL objects: the web tests' jsdom replaces the global URL.
const areasFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/src/app/areas',
);

const areaVisits = await Promise.all(
  readdirSync(areasFolder)
    .filter((file) => file.endsWith('.walk.ts'))
    .sort()
    .map(
      async (file) =>
        (
          (await import(pathToFileURL(path.join(areasFolder, file)).href)) as {
            visits: readonly RouteVisit[];
          }
        ).visits,
    ),
);

const allVisits = [...appVisits, ...areaVisits.flat()];

export const ROUTE_VISITS: readonly RouteVisit[] = [
  ...allVisits.filter((visit) => !visit.isLast),
  ...allVisits.filter((visit) => visit.isLast),
];
