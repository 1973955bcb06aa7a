/**
 * A remote's plain public pages (house and car detail) as an ES module of their own,
 * `public/public-pages.js` beside its `remoteEntry.js`, in the same versioned folder (a
 * rollback moves both). The host's public start imports it instead of the remote's
 * federated entry: a visitor then downloads neither the federation runtime (18 KB gzip)
 * nor the remote entry's share data (9 KB), and the public pages weigh what the login
 * page does (docs/benchmarks.md). A remote without the file, or one whose file fails,
 * is loaded through federation as before.
 *
 * The module takes what the host's public start provides (PUBLIC_PAGE_LIBRARIES and the
 * shared modules of the public start, kits and preview) from one global the host sets,
 * each as a promise of the host's own module instance (webpack's `promise` externals);
 * everything else it bundles. Its build fails on any other module the host provides:
 * a public page cannot take the store, antd or the staff kit.
 */

/** The module's path from the remote's version folder. */
export const PUBLIC_PAGES_FILE = 'public/public-pages.js';

/** The global the host's public start sets: `{ load(key) }`, the promise of a provided module. */
export const PUBLIC_PAGES_HOST = '__agencyPublicPagesHost';

/** The libraries the public start runs and provides to a remote's public pages. */
export const PUBLIC_PAGE_LIBRARIES: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'i18next',
  'react-i18next',
  'react-router-dom',
];

type ExternalsCallback = (error?: Error | null, result?: string) => void;

/**
 * How the public build takes a module: from the host (the expression of a `promise`
 * external), bundled (null), or not at all (an error): a module the host provides only
 * to the staff screens, through federation, would be a second copy on the public pages.
 */
export function publicPagesExternal(
  request: string,
  providesToPublicPages: (request: string) => boolean,
  providesToRemotes: (request: string) => boolean,
): { external: string } | { error: string } | null {
  if (providesToPublicPages(request))
    return { external: `${PUBLIC_PAGES_HOST}.load(${JSON.stringify(request)})` };
  if (providesToRemotes(request)) {
    return {
      error: `${request}: a public page takes from the host only what its public start provides (shared/build/public-pages-entry.ts); the host has this module for the staff screens only.`,
    };
  }
  return null;
}

/** {@link publicPagesExternal} as webpack's `externals` function. */
export function publicPagesExternals(
  providesToPublicPages: (request: string) => boolean,
  providesToRemotes: (request: string) => boolean,
) {
  return ({ request }: { request?: string }, callback: ExternalsCallback): void => {
    const taken = request ? publicPagesExternal(request, providesToPublicPages, providesToRemotes) : null;
    if (taken && 'error' in taken) callback(new Error(taken.error));
    else callback(null, taken?.external);
  };
}
