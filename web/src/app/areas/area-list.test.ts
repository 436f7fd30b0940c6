import { describe, expect, it } from 'vitest';
import { buildNavigation } from '../../components/layout/navigation';
import { testBrand } from '../../test/render-app';
import { areas } from './area-list';

const allOn = Object.fromEntries(
  Object.keys(testBrand('default').features).map((flag) => [flag, true]),
) as ReturnType<typeof testBrand>['features'];

describe('the main menu built from the area manifests (spec §2.16)', () => {
  it('lists the areas in the spec order when every flag is on', () => {
    const admin = { role: 'admin', isAdvisorMode: false } as const;
    expect(buildNavigation(areas, allOn, admin).map((group) => group.label)).toEqual([
      'news',
      'funds',
      'stocks',
      'virtual_assets',
      'assets',
      'cash',
      'account',
      'advisor',
      'admin',
    ]);
  });

  it('shows an advisor Funds (on the watchlist), Advisor and Admin only', () => {
    const groups = buildNavigation(areas, allOn, { role: 'advisor', isAdvisorMode: false });
    expect(groups.map((group) => [group.label, group.to])).toEqual([
      ['funds', '/funds/watchlist'],
      ['advisor', '/advisors/dashboard'],
      ['admin', '/admins/account'],
    ]);
  });

  it('hides Virtual Assets in advisor mode and a link whose own flag is off', () => {
    const features = { ...allOn, tradeDocument: false };
    const groups = buildNavigation(areas, features, { role: 'user', isAdvisorMode: true });
    expect(groups.map((group) => group.label)).not.toContain('virtual_assets');
    const funds = groups.find((group) => group.label === 'funds');
    expect(funds?.links.map((link) => link.label)).not.toContain('documents');
  });

  it('gives every area its own path segment', () => {
    const segments = areas.map((area) => area.segment);
    expect(new Set(segments).size).toBe(segments.length);
  });
});
