import {
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
  isAuthorized,
  normaliseRoles,
} from '../permission';

const staff = ['system:user:list', 'system:user:edit', 'house:room:list'];
const admin = ['*:*:*'];

describe('permissions', () => {
  it('hasPermi: exact match only', () => {
    expect(hasPermi(staff, 'system:user:edit')).toBe(true);
    expect(hasPermi(staff, 'system:user:remove')).toBe(false);
    expect(hasPermi(staff, 'system:user')).toBe(false);
    expect(hasPermi(staff, 'system:user:*')).toBe(false);
    expect(hasPermi(['system:user:*'], 'system:user:edit')).toBe(false);
  });

  it("'*:*:*' passes every permission check", () => {
    expect(hasPermi(admin, 'anything:at:all')).toBe(true);
    expect(hasPermiOr(admin, ['a:b:c'])).toBe(true);
    expect(hasPermiAnd(admin, ['a:b:c', 'd:e:f'])).toBe(true);
  });

  it('hasPermiOr: any of them', () => {
    expect(hasPermiOr(staff, ['x:y:z', 'house:room:list'])).toBe(true);
    expect(hasPermiOr(staff, ['x:y:z', 'a:b:c'])).toBe(false);
  });

  it('hasPermiAnd: all of them', () => {
    expect(hasPermiAnd(staff, ['system:user:list', 'house:room:list'])).toBe(true);
    expect(hasPermiAnd(staff, ['system:user:list', 'x:y:z'])).toBe(false);
  });

  it('empty or missing argument: no access, even for *:*:*', () => {
    for (const granted of [staff, admin]) {
      expect(hasPermi(granted, '')).toBe(false);
      expect(hasPermi(granted, undefined)).toBe(false);
      expect(hasPermi(granted, null)).toBe(false);
      expect(hasPermiOr(granted, [])).toBe(false);
      expect(hasPermiOr(granted, undefined)).toBe(false);
      expect(hasPermiAnd(granted, [])).toBe(false);
      expect(hasPermiAnd(granted, null)).toBe(false);
      expect(hasPermiAnd(granted, [''])).toBe(false);
    }
  });

  it('no granted permissions: no access', () => {
    expect(hasPermi([], 'system:user:list')).toBe(false);
    expect(hasPermi(undefined, 'system:user:list')).toBe(false);
    expect(hasPermiOr(null, ['system:user:list'])).toBe(false);
  });

  it('admin role alone does not pass permission checks', () => {
    expect(hasPermi(['admin'], 'system:user:list')).toBe(false);
  });
});

describe('roles', () => {
  const roles = ['house_staff', 'common'];

  it('hasRole: exact match only', () => {
    expect(hasRole(roles, 'house_staff')).toBe(true);
    expect(hasRole(roles, 'vehicle_staff')).toBe(false);
    expect(hasRole(roles, 'house')).toBe(false);
  });

  it("'admin' passes every role check", () => {
    expect(hasRole(['admin'], 'vehicle_staff')).toBe(true);
    expect(hasRoleOr(['admin'], ['x'])).toBe(true);
    expect(hasRoleAnd(['admin'], ['x', 'y'])).toBe(true);
  });

  it('hasRoleOr and hasRoleAnd', () => {
    expect(hasRoleOr(roles, ['vehicle_staff', 'common'])).toBe(true);
    expect(hasRoleOr(roles, ['vehicle_staff'])).toBe(false);
    expect(hasRoleAnd(roles, ['house_staff', 'common'])).toBe(true);
    expect(hasRoleAnd(roles, ['house_staff', 'vehicle_staff'])).toBe(false);
  });

  it('empty or missing argument: no access, even for admin', () => {
    for (const granted of [roles, ['admin']]) {
      expect(hasRole(granted, '')).toBe(false);
      expect(hasRole(granted, undefined)).toBe(false);
      expect(hasRoleOr(granted, [])).toBe(false);
      expect(hasRoleAnd(granted, [])).toBe(false);
      expect(hasRoleAnd(granted, undefined)).toBe(false);
    }
  });

  it("normaliseRoles: an empty list becomes ['ROLE_DEFAULT']", () => {
    expect(normaliseRoles([])).toEqual(['ROLE_DEFAULT']);
    expect(normaliseRoles(undefined)).toEqual(['ROLE_DEFAULT']);
    expect(normaliseRoles(null)).toEqual(['ROLE_DEFAULT']);
    expect(normaliseRoles(['admin'])).toEqual(['admin']);
  });
});

describe('isAuthorized', () => {
  const grants = { permissions: staff, roles: ['house_staff'] };

  it('any (default) and all modes', () => {
    expect(isAuthorized(grants, { perms: ['x:y:z', 'house:room:list'] })).toBe(true);
    expect(isAuthorized(grants, { perms: ['x:y:z', 'house:room:list'], mode: 'all' })).toBe(false);
    expect(isAuthorized(grants, { perms: 'house:room:list' })).toBe(true);
    expect(isAuthorized(grants, { roles: ['house_staff', 'x'] })).toBe(true);
    expect(isAuthorized(grants, { roles: ['house_staff', 'x'], mode: 'all' })).toBe(false);
  });

  it('needs both when perms and roles are given', () => {
    expect(isAuthorized(grants, { perms: ['house:room:list'], roles: ['house_staff'] })).toBe(true);
    expect(isAuthorized(grants, { perms: ['house:room:list'], roles: ['vehicle_staff'] })).toBe(false);
  });

  it('no requirement or empty lists: no access', () => {
    expect(isAuthorized(grants, {})).toBe(false);
    expect(isAuthorized(grants, { perms: [] })).toBe(false);
    expect(isAuthorized(grants, { roles: [] })).toBe(false);
  });
});
