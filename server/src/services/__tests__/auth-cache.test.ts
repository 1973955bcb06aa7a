import type { AuthUser } from '../../types/auth';
import { AuthCache } from '../auth-cache';

const user = (userId: number, roles: string[]): AuthUser => ({
  userId,
  userName: `u${userId}`,
  nickName: `U${userId}`,
  deptId: null,
  deptName: '',
  roles,
  roleIds: [],
  permissions: [],
  isAdmin: false,
});

describe('AuthCache', () => {
  it('keeps a user for its time to live, then loads again', async () => {
    let now = 1000;
    const cache = new AuthCache<number, AuthUser | null>(2000, () => now);
    const load = jest.fn(async () => user(7, ['agent']));
    await cache.get(7, load);
    await cache.get(7, load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 2001;
    await cache.get(7, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after a clear, and drops a load that began before the clear', async () => {
    const cache = new AuthCache<number, AuthUser | null>(60_000);
    let release: (value: AuthUser) => void = () => {};
    const slow = cache.get(
      7,
      () =>
        new Promise<AuthUser>((resolve) => {
          release = resolve;
        }),
    );
    cache.clear(); // a write finished while the read was loading
    release(user(7, ['old']));
    expect((await slow)?.roles).toEqual(['old']);
    const fresh = jest.fn(async () => user(7, ['new']));
    expect((await cache.get(7, fresh))?.roles).toEqual(['new']);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('with a time to live of 0 always loads', async () => {
    const cache = new AuthCache<number, AuthUser | null>(0);
    const load = jest.fn(async () => null);
    await cache.get(1, load);
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
