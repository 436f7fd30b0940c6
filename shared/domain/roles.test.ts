import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLE_CODES,
  hasRoleAtLeast,
  isAccountRoleCode,
  isAdministratorType,
  parseRole,
  roleRank,
  ROLES,
  stripRolePrefix,
} from './roles';

describe('roles (spec §3, §6)', () => {
  it('ranks the roles as the spec lists them', () => {
    expect(ROLES.map((role) => [role, roleRank(role)])).toEqual([
      ['god', 900],
      ['system', 800],
      ['admin', 500],
      ['manager', 300],
      ['advisor', 200],
      ['user', 100],
    ]);
  });

  it('lets a role reach its own rank and those below, never above', () => {
    expect(hasRoleAtLeast('admin', 'admin')).toBe(true);
    expect(hasRoleAtLeast('admin', 'advisor')).toBe(true);
    expect(hasRoleAtLeast('manager', 'admin')).toBe(false);
    expect(hasRoleAtLeast('user', 'advisor')).toBe(false);
    const roles = fc.constantFrom(...ROLES);
    fc.assert(
      fc.property(roles, roles, (role, minimum) => {
        const order = (r: string) => ROLES.length - ROLES.indexOf(r as never);
        expect(hasRoleAtLeast(role, minimum)).toBe(order(role) >= order(minimum));
      }),
    );
  });

  it('counts every role above user as administrator-type', () => {
    expect(ROLES.filter(isAdministratorType)).toEqual([
      'god',
      'system',
      'admin',
      'manager',
      'advisor',
    ]);
  });

  it('strips a numeric prefix from role text', () => {
    expect(stripRolePrefix('2user')).toBe('user');
    expect(stripRolePrefix('500admin')).toBe('admin');
    expect(stripRolePrefix('advisor')).toBe('advisor');
    expect(stripRolePrefix('user2')).toBe('user2');
  });

  it('parses role text with or without a prefix', () => {
    expect(parseRole('2user')).toBe('user');
    expect(parseRole(' 9god ')).toBe('god');
    expect(parseRole('manager')).toBe('manager');
    expect(parseRole('superuser')).toBeUndefined();
    expect(parseRole('Admin')).toBeUndefined();
    expect(parseRole('')).toBeUndefined();
  });

  it('knows the account role code letters', () => {
    expect(ACCOUNT_ROLE_CODES.A).toBe('agent');
    expect(ACCOUNT_ROLE_CODES.C).toBe('internet client');
    expect(Object.keys(ACCOUNT_ROLE_CODES).join('')).toBe('ACDESVXY');
    expect(isAccountRoleCode('Y')).toBe(true);
    expect(isAccountRoleCode('B')).toBe(false);
    expect(isAccountRoleCode('toString')).toBe(false);
  });
});
