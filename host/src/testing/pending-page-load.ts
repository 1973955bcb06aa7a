import { remoteRegistry } from '../features/federation/utils/remote-registry-instance';

/** Page loads (`remoteRegistry.prefetchPage`) that stay pending until the test settles the latest. */
export function pendingPageLoad() {
  let settle = () => {};
  const spy = jest.spyOn(remoteRegistry, 'prefetchPage').mockImplementation(
    () =>
      new Promise<void>((resolve) => {
        settle = resolve;
      }),
  );
  return { spy, settle: () => settle() };
}
