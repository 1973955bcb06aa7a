import type { SharedExportsContract } from './shared-exports-plugin';

/**
 * The API of the shared singletons that are provided tree-shaken (see
 * shared-exports-plugin.ts). Every app, host and remotes, may import these
 * names and only these; a build fails on anything else. To use another export,
 * add it here and rebuild the host before the remote that needs it.
 */
export const SHARED_EXPORTS: SharedExportsContract = {
  // The declarative routing API: remotes render inside the host's <BrowserRouter>.
  // Data routers, framework mode, server rendering and RSC are not part of the product
  // (about 48 KB gzip of the 63 KB package).
  'react-router-dom': [
    'BrowserRouter',
    'HashRouter',
    'MemoryRouter',
    'Router',
    'Routes',
    'Route',
    'Navigate',
    'Outlet',
    'Link',
    'NavLink',
    'NavigationType',
    'createPath',
    'createRoutesFromChildren',
    'createRoutesFromElements',
    'createSearchParams',
    'generatePath',
    'matchPath',
    'matchRoutes',
    'parsePath',
    'renderMatches',
    'resolvePath',
    'useBeforeUnload',
    'useHref',
    'useInRouterContext',
    'useLinkClickHandler',
    'useLocation',
    'useMatch',
    'useNavigate',
    'useNavigationType',
    'useOutlet',
    'useOutletContext',
    'useParams',
    'useResolvedPath',
    'useRoutes',
    'useSearchParams',
  ],
  // The hooks API: texts are plain strings with interpolation, through `useTranslation`.
  // Not server rendering (useSSR, withSSR, getInitialProps), nor the components and HOC
  // no app uses (Trans, IcuTrans, Translation, withTranslation): a remote page took all of
  // them with the package, 5 KB gzip on the public pages (docs/benchmarks.md). A remote
  // that needs one adds it here, and the host is rebuilt first.
  'react-i18next': ['I18nContext', 'I18nextProvider', 'getI18n', 'initReactI18next', 'useTranslation'],
};
