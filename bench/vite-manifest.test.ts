import { describe, expect, it } from 'vitest';
import { fixtureManifest } from './fixture-manifest';
import {
  entryKey,
  filesOf,
  initialRoute,
  routeModules,
  routePath,
  staticClosure,
  type Manifest,
} from './vite-manifest';

const LOGIN = 'src/app/routes/users/login.tsx';
const DASHBOARD = 'src/app/routes/funds/dashboard.tsx';

describe('staticClosure', () => {
  it('follows static imports transitively, each chunk once, and never dynamic ones', () => {
    expect(staticClosure(fixtureManifest, ['index.html'])).toEqual(['_vendor-b2.js', 'index.html']);
    expect(staticClosure(fixtureManifest, [DASHBOARD])).toEqual([
      '_charts-f6.js',
      '_forms-d4.js',
      '_vendor-b2.js',
      DASHBOARD,
    ]);
    expect(staticClosure(fixtureManifest, ['index.html', LOGIN])).toEqual([
      '_forms-d4.js',
      '_vendor-b2.js',
      'index.html',
      LOGIN,
    ]);
  });

  it('survives import cycles and fails loudly on a missing chunk', () => {
    const cyclic: Manifest = {
      a: { file: 'a.js', imports: ['b'] },
      b: { file: 'b.js', imports: ['a'] },
    };
    expect(staticClosure(cyclic, ['a'])).toEqual(['a', 'b']);
    expect(() => staticClosure({ a: { file: 'a.js', imports: ['gone'] } }, ['a'])).toThrow(/gone/);
  });
});

describe('filesOf', () => {
  it('lists the JS files and the CSS they pull in, without assets', () => {
    const keys = staticClosure(fixtureManifest, [DASHBOARD]);
    expect(filesOf(fixtureManifest, [...keys, 'src/assets/logo.svg'])).toEqual({
      js: [
        'assets/charts-f6.js',
        'assets/dashboard-h8.js',
        'assets/forms-d4.js',
        'assets/vendor-b2.js',
      ],
      css: ['assets/dashboard-i9.css', 'assets/forms-e5.css'],
    });
  });
});

describe('routes in the manifest', () => {
  it('finds the single entry', () => {
    expect(entryKey(fixtureManifest)).toBe('index.html');
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/found 0/);
  });

  it('maps route modules to URL paths', () => {
    expect(routePath(LOGIN)).toBe('/users/login');
    expect(routePath('src/app/routes/home.tsx')).toBe('/');
    expect(routePath('src/app/routes/home-page.tsx')).toBe('/');
    expect(routePath('src/app/routes/index.ts')).toBe('/');
    expect(routeModules(fixtureManifest)).toEqual([
      { route: '/funds/dashboard', key: DASHBOARD },
      { route: '/funds/heavy-panel', key: 'src/app/routes/funds/heavy-panel.tsx' },
      { route: '/users/login', key: LOGIN },
    ]);
  });

  it('measures the login route when built, else the index route, else nothing', () => {
    expect(initialRoute(fixtureManifest)).toEqual({ route: '/users/login', key: LOGIN });
    const withoutLogin = { ...fixtureManifest };
    delete withoutLogin[LOGIN];
    expect(initialRoute(withoutLogin)).toBeUndefined();
    withoutLogin['src/app/routes/home.tsx'] = { file: 'assets/home.js', isDynamicEntry: true };
    expect(initialRoute(withoutLogin)).toEqual({ route: '/', key: 'src/app/routes/home.tsx' });
  });

  it('finds the login route in the group chunk the build put it in', () => {
    const grouped = { ...fixtureManifest };
    delete grouped[LOGIN];
    grouped['src/app/routes/home.tsx'] = { file: 'assets/home.js', isDynamicEntry: true };
    grouped['_login-AbC123.js'] = { file: 'assets/login-AbC123.js', name: 'login' };
    // A route chunk named login (it has a source) is not the group.
    grouped['src/app/routes/admins/login.tsx'] = {
      file: 'assets/login-Other.js',
      name: 'login',
      src: 'src/app/routes/admins/login.tsx',
    };
    expect(initialRoute(grouped)).toEqual({ route: '/users/login', key: '_login-AbC123.js' });
  });
});
