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
  // The client-side API without server rendering (useSSR, withSSR, getInitialProps) and
  // without the ICU message components (IcuTrans): about 2.5 KB gzip.
  'react-i18next': [
    'I18nContext',
    'I18nextProvider',
    'Trans',
    'Translation',
    'getI18n',
    'initReactI18next',
    'useTranslation',
    'withTranslation',
  ],
};
