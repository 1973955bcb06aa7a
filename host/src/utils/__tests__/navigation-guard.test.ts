import { decideNavigation, type GuardInput, loginRedirect } from '../navigation-guard';
import { safeRedirect } from '../route-path';
import { isPublicPath } from '../static-routes';

function input(overrides: Partial<GuardInput>): GuardInput {
  return {
    pathname: '/index',
    search: '',
    hash: '',
    hasToken: false,
    infoLoaded: false,
    isPublic: false,
    ...overrides,
  };
}

describe('the route guard (spec section 2)', () => {
  describe('without a token', () => {
    it('sends a protected route to login with the full intended path in redirect', () => {
      expect(
        decideNavigation(input({ pathname: '/system/user', search: '?status=0&x=1', hash: '#top' })),
      ).toEqual({
        type: 'redirect',
        to: `/login?redirect=${encodeURIComponent('/system/user?status=0&x=1#top')}`,
      });
      expect(decideNavigation(input({ pathname: '/' }))).toEqual({
        type: 'redirect',
        to: '/login?redirect=%2F',
      });
    });

    it('lets white-listed and noAuth routes through', () => {
      for (const pathname of ['/login', '/register', '/auth-redirect', '/bind', '/house/detail/12']) {
        expect(isPublicPath(pathname)).toBe(true);
        expect(decideNavigation(input({ pathname, isPublic: isPublicPath(pathname) }))).toEqual({
          type: 'allow',
        });
      }
      for (const pathname of [
        '/404',
        '/401',
        '/index11',
        '/share/abc',
        '/redirect/system/user',
        '/contracts/5',
        '/car/detail/3',
        '/carContracts/9',
        '/forgot-password',
      ]) {
        expect(isPublicPath(pathname)).toBe(true);
      }
    });

    it('does not treat other paths as public', () => {
      for (const pathname of [
        '/',
        '/index',
        '/user/profile',
        '/house/houseRoom',
        '/house/detail',
        '/system/user-auth/role/1',
      ]) {
        expect(isPublicPath(pathname)).toBe(false);
      }
    });
  });

  describe('with a token', () => {
    it('sends the login page to the root', () => {
      expect(
        decideNavigation(input({ pathname: '/login', hasToken: true, isPublic: true, infoLoaded: true })),
      ).toEqual({
        type: 'redirect',
        to: '/',
      });
      expect(decideNavigation(input({ pathname: '/login', hasToken: true, isPublic: true }))).toEqual({
        type: 'redirect',
        to: '/',
      });
    });

    it('loads user info (then routes) when no roles are loaded yet', () => {
      expect(decideNavigation(input({ hasToken: true, infoLoaded: false }))).toEqual({ type: 'load' });
    });

    it('shows the page once user info is loaded', () => {
      expect(decideNavigation(input({ hasToken: true, infoLoaded: true }))).toEqual({ type: 'allow' });
    });

    it('shows white-listed routes without loading user info', () => {
      expect(
        decideNavigation(input({ pathname: '/house/detail/3', hasToken: true, isPublic: true })),
      ).toEqual({
        type: 'allow',
      });
    });
  });

  it('builds the login redirect and follows only same-site redirects after login', () => {
    expect(loginRedirect('/a?b=1')).toBe('/login?redirect=%2Fa%3Fb%3D1');
    expect(safeRedirect('/system/user?x=1')).toBe('/system/user?x=1');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
  });
});
