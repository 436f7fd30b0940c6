import { describe, expect, it } from 'vitest';
import { testBrand } from '../test/render-app';
import { dashboardPath, postLoginPath } from './landing-paths';

const all = testBrand('default').features;

describe('post-login redirects (spec §2.17)', () => {
  it('sends Fos to the crypto dashboard, whatever the role', () => {
    expect(postLoginPath({ source: 'fos', role: 'user' }, all, true)).toBe('/cryptos/dashboard');
  });

  it('sends an advisor to the advisor dashboard', () => {
    expect(postLoginPath({ source: 'gateway', role: 'advisor' }, all, true)).toBe(
      '/advisors/dashboard',
    );
  });

  it("sends an advisor's client session to the client's fund portfolio", () => {
    const client = { source: 'gateway', role: 'user', advisorSessionId: 'advisor' } as const;
    expect(postLoginPath(client, all, false)).toBe('/funds/portfolio');
  });

  it('sends an admin to /admins/account from the login page only', () => {
    expect(postLoginPath({ source: 'gateway', role: 'admin' }, all, true)).toBe('/admins/account');
    expect(postLoginPath({ source: 'gateway', role: 'admin' }, all, false)).toBe(
      '/funds/dashboard',
    );
  });

  it('sends Gateway to funds, else stocks, else the index', () => {
    const gateway = { source: 'gateway', role: 'user' } as const;
    expect(postLoginPath(gateway, all, true)).toBe('/funds/dashboard');
    expect(postLoginPath(gateway, { ...all, fund: false }, true)).toBe('/stocks/dashboard');
    expect(postLoginPath(gateway, { ...all, fund: false, stock: false }, true)).toBe('/');
    expect(dashboardPath({ ...all, fund: false, stock: false })).toBe('/');
  });
});

// Moved from the maintenance page's recoveryPath, which was this same rule (spec §2.3).
describe('recovery path after maintenance (spec §2.3)', () => {
  it('goes to funds, else stocks, else home', () => {
    expect(dashboardPath({ ...all, fund: true, stock: true })).toBe('/funds/dashboard');
    expect(dashboardPath({ ...all, fund: false, stock: true })).toBe('/stocks/dashboard');
    expect(dashboardPath({ ...all, fund: false, stock: false })).toBe('/');
  });
});
