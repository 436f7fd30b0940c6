import { describe, expect, it } from 'vitest';
import { brands } from '@brands/index';
import { ROUTE_VISITS } from '../../../../e2e/support/app-routes';
import { isPageOn, type AreaPage } from './area';
import { areas } from './area-list';

const defaultBrand = brands.default!;

/** A manifest path as a pattern over concrete paths (`subscribe/:id?` → `subscribe(/x)?`). */
function pattern(segment: string, page: AreaPage): RegExp {
  const parts = page.path
    .split('/')
    // The area's own path (`''`, users' redirect) is the segment alone.
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith(':') ? (part.endsWith('?') ? '(/[^/]+)?' : '/[^/]+') : `/${part}`,
    )
    .join('');
  return new RegExp(`^/${segment}${parts}$`);
}

// The language walk (e2e/i18n-walk.spec.ts) must open every page the default brand serves.
describe('the language walk', () => {
  const visited = ROUTE_VISITS.map((visit) => visit.path);

  it.each(
    areas.flatMap((area) =>
      [...(area.pages ?? []), ...(area.openPages ?? [])]
        // A page not built yet is the area's under-construction page, walked with its area.
        .filter((page) => page.load && isPageOn(defaultBrand, page))
        .map((page) => [`/${area.segment}/${page.path}`, pattern(area.segment, page)] as const),
    ),
  )('visits %s', (_name, path) => {
    expect(visited.some((visit) => path.test(visit))).toBe(true);
  });

  it.each(areas.filter((area) => area.menu).map((area) => [area.segment]))(
    'visits the %s area',
    (segment) => {
      expect(visited.some((visit) => visit.startsWith(`/${segment}`))).toBe(true);
    },
  );
});
