/**
 * One webpack + Module Federation configuration for the host and every remote,
 * so the shared singletons and their versions are declared once.
 *
 * Loaded by webpack-cli through ts-node from each app's `webpack.config.ts`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import {
  type ChunkGraph,
  type Configuration,
  DefinePlugin,
  type Module,
  type ModuleGraph,
  type WebpackPluginInstance,
} from 'webpack';
import 'webpack-dev-server';
import { DeployMetadataPlugin, pageRegistryKeys } from './deploy-metadata-plugin';
import { type HostProvide, HostProvidesPlugin, PUBLIC_PAGES_API } from './host-provides-plugin';
import { PrerenderLoginPlugin } from './prerender-login-plugin';
import { PUBLIC_PAGE_LIBRARIES, PUBLIC_PAGES_FILE, publicPagesExternals } from './public-pages-entry';
import { RemoteAntdImportsPlugin } from './remote-antd-imports-plugin';
import { SHARED_EXPORTS } from './shared-exports';
import { SharedExportsPlugin } from './shared-exports-plugin';
import { type StartPage, StartupPreloadPlugin } from './startup-preload-plugin';

type SharedConfig = Record<
  string,
  { singleton: boolean; requiredVersion?: string | false; version?: string; import?: string | false }
>;

export interface AppBuildOptions {
  /** The app's folder (pass `__dirname`). */
  dir: string;
  /** Federation name: `host`, `remote_house`, ... */
  name: string;
  kind: 'host' | 'remote';
  /** Dev server port when run on its own. */
  devPort: number;
  /** Remote only: modules it exposes (`./pages`). */
  exposes?: Record<string, string>;
  /** Page title for the HTML shell. */
  title?: string;
  /**
   * Remote only: the registry of its plain public pages, built as an ES module of its own
   * for the host's public start (public-pages-entry.ts).
   */
  publicPages?: string;
}

interface WebpackEnv {
  WEBPACK_SERVE?: boolean;
  /** `--env analyze`: keep stats for the bench script. */
  analyze?: boolean;
}

const SHARED_ROOT = path.resolve(__dirname, '..');
const SHARED_SRC = path.join(SHARED_ROOT, 'src');
const REPO_ROOT = path.resolve(SHARED_ROOT, '..');
/** The HTML shell of a remote served on its own (dev server); only the title differs. */
const remoteIndexHtml = (title: string) =>
  `<!doctype html><html lang="lo"><head><meta charset="utf-8" />` +
  `<meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head>` +
  `<body><div id="root"></div></body></html>`;

/**
 * The host's start-up chunks: the libraries and the shared modules both starts run, and
 * what only the staff app's start runs (its login page included), the Redux store first
 * (docs/benchmarks.md, "The public pages' own start").
 */
const STARTUP_CHUNKS = { libraries: 'startup', shared: 'startup-shared', staff: 'startup-staff' } as const;

/**
 * The host's pages and the start each runs (the webpackChunkName of main.ts's imports):
 * the staff app (login included), and the public house and car pages, which the server
 * sends for the paths of public-paths.json's `publicStart` (docs/benchmarks.md).
 */
const STAFF_START = 'bootstrap';
const PUBLIC_START = 'public-start';
/**
 * What the public start loads at once: its page loader. Not the federation runtime: it
 * loads a remote's public pages module (public-pages-entry.ts).
 */
const PUBLIC_START_IMPORTS = ['public-remote-page'];
const PUBLIC_STARTS = [PUBLIC_START, ...PUBLIC_START_IMPORTS];
const HOST_START_PAGES: readonly StartPage[] = [
  { html: 'index.html', start: STAFF_START, marked: false },
  {
    html: 'public.html',
    start: PUBLIC_START,
    marked: true,
    // And what the host provides to the remotes' public pages modules (the preview kit, the
    // libraries' declared APIs, ...), so that it does not wait for the remote's page chunk.
    alsoPreload: [...PUBLIC_START_IMPORTS, PUBLIC_PAGES_API],
  },
];

/** What every page of the host runs first (the login and public pages included): one chunk, see splitChunks. */
const STARTUP_PACKAGES =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|js-cookie)[\\/]/;

/** The Redux stack and shared's store feature: the staff app's start, not the public pages'. */
const STORE =
  /[\\/](node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(@reduxjs[\\/]toolkit|immer|redux|redux-thunk|reselect|react-redux)|shared[\\/]src[\\/]features[\\/]store)[\\/]/;

/** Shared's start-up features (the store among them: none of them belongs to a kit). */
const STARTUP_SHARED =
  /[\\/]shared[\\/]src[\\/]features[\\/](i18n|store|request|permission|icons|federation)[\\/]/;
/**
 * Not in `startup-shared`: the request client, the API and downloads (after the login),
 * antd's locale, the permission components, the store (`startup-staff`), and the texts:
 * each language's go with its own chunk (common-lo, ...), antd's Lao locale with antd's.
 */
const NOT_AT_STARTUP =
  /[\\/](request[\\/]api[\\/](client|base-api|download)|locales|i18n[\\/](hooks[\\/]use-antd-locale|utils[\\/]antd-locale)|permission[\\/]components|features[\\/]store)[.\\/]/;

const RTK_QUERY = /[\\/]dist[\\/]query[\\/]/;

/**
 * The rest of `@agency/shared` in three chunks instead of a file per module (a remote page
 * opened from the menu waited on some thirty small files, docs/benchmarks.md), each with
 * the antd icons only its modules use:
 * - `preview-kit`: what both the public pages and the staff lists use (the image preview
 *   and its viewer, amounts, file paths), so that neither loads the other's kit;
 * - `public-kit`: what only the public pages (no login) use, so a visitor downloads that
 *   and not the staff screens' code;
 * - `kit`: the staff screens' part (the resource kit, tables, dictionaries, uploads, ...).
 * The start-up features have their chunk, and texts stay apart (the common texts gather
 * every feature's, one language at a time).
 */
const SHARED_FEATURES = /[\\/]shared[\\/]src[\\/]features[\\/]/;
const TEXTS = /[\\/]locales[\\/]/;
const PREVIEW_KIT =
  /[\\/]features[\\/](image-preview[\\/]|public-ui[\\/]components[\\/]public-overlay\.|resource[\\/]utils[\\/]format-amount\.|upload[\\/]utils[\\/]file-paths\.)/;
const PUBLIC_KIT =
  /[\\/]features[\\/](public-[a-z]+[\\/]|contract[\\/](api[\\/]public-contract-api|components[\\/]contract-(content|document))\.)/;
/** antd and the packages only antd uses (its components, styles and helpers). */
const ANTD =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(antd|@rc-component[\\/][^\\/]+|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color|react-slick|icons|icons-svg[\\/]es)|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|@emotion[\\/](hash|unitless)|stylis|json2mq|string-convert)[\\/]/;

/** antd's icon components and the SVG definitions they draw. */
const ICON = /[\\/]@ant-design[\\/](icons[\\/]es[\\/]icons|icons-svg[\\/](es|lib)[\\/]asn)[\\/]/;

/** A module's file; for a stylesheet that mini-css-extract-plugin took out, the .css file. */
const resourceOf = (module: Module | null) => module?.nameForCondition() ?? '';
const inKits = (resource: string) =>
  SHARED_FEATURES.test(resource) && !STARTUP_SHARED.test(resource) && !TEXTS.test(resource);
/**
 * The public features' own texts, which they register themselves when they load (no common
 * texts import them, so they cannot pull the kit onto the login page).
 */
const PUBLIC_TEXTS = /[\\/]features[\\/]public-[a-z]+[\\/]locales[\\/]/;
const inPreviewKit = (resource: string) => inKits(resource) && PREVIEW_KIT.test(resource);
const inPublicKit = (resource: string) =>
  (inKits(resource) && PUBLIC_KIT.test(resource) && !PREVIEW_KIT.test(resource)) ||
  (SHARED_FEATURES.test(resource) && PUBLIC_TEXTS.test(resource));
const inStaffKit = (resource: string) =>
  inKits(resource) && !PUBLIC_KIT.test(resource) && !PREVIEW_KIT.test(resource);

/**
 * The shared modules that import an icon, through other icon modules (an icon component
 * imports its SVG definition), or null when anything else imports it (antd, the host).
 * Active connections only: an icon imported through the icons index is redirected to its
 * importer, and the index's own connection left inactive.
 */
function iconUsers(module: Module, moduleGraph: ModuleGraph, depth = 0): string[] | null {
  const users: string[] = [];
  for (const connection of moduleGraph.getIncomingConnections(module)) {
    if (!connection.isActive(undefined) || !connection.originModule) continue;
    const origin = connection.originModule;
    const resource = resourceOf(origin);
    if (inKits(resource)) users.push(resource);
    else if (depth < 2 && ICON.test(resource)) {
      const through = iconUsers(origin, moduleGraph, depth + 1);
      if (!through) return null;
      users.push(...through);
    } else return null;
  }
  return users.length > 0 ? users : null;
}

/**
 * A cache group of the shared modules `belongs` accepts, and of the icons used only by
 * the kits' modules, of which `takesIcon` accepts the list.
 */
function kitChunk(
  name: string,
  belongs: (resource: string) => boolean,
  takesIcon: (users: string[]) => boolean,
  priority: number,
) {
  return namedChunk(name, priority, (module, { moduleGraph }) => {
    const resource = resourceOf(module);
    if (belongs(resource)) return true;
    if (!ICON.test(resource)) return false;
    const users = iconUsers(module, moduleGraph);
    return users !== null && takesIcon(users);
  });
}

/** A cache group that gathers the modules `test` accepts into the chunk `name`. */
function namedChunk(
  name: string,
  priority: number,
  test: (module: Module, context: { moduleGraph: ModuleGraph; chunkGraph: ChunkGraph }) => boolean,
) {
  return { test, name, chunks: 'all' as const, enforce: true, priority };
}

/** Start-up modules by their file: libraries, shared's start-up features, the store. */
const AT_STARTUP = {
  libraries: (resource: string) => STARTUP_PACKAGES.test(resource) && !RTK_QUERY.test(resource),
  shared: (resource: string) => STARTUP_SHARED.test(resource) && !NOT_AT_STARTUP.test(resource),
  store: (resource: string) => STORE.test(resource) && !RTK_QUERY.test(resource),
};

/**
 * A chunk of the host's start-up modules: those whose file `belongs` accepts and which a
 * start runs (one of the chunks `starts` names: main.ts's imports, and what they load at
 * once). The others stay where webpack puts them: the host provides every module of
 * `@agency/shared` to the remotes, so a start-up feature's modules that no start imports
 * (a check the tests use, the request client) would otherwise load with every page.
 */
function startupChunk(
  name: string,
  belongs: (resource: string) => boolean,
  starts: readonly string[],
  priority: number,
) {
  return {
    ...namedChunk(
      name,
      priority,
      (module, { chunkGraph }) =>
        belongs(resourceOf(module)) &&
        [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => starts.includes(chunk.name ?? '')),
    ),
    // What the entry itself imports stays in main.js (prefetch-start-texts).
    chunks: 'async' as const,
  };
}

/** Libraries with module-level state: exactly one copy may run in the page. */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'redux',
  'antd',
  'i18next',
  'react-i18next',
  'dayjs',
  'axios',
] as const;

/**
 * Sub-paths imported directly and shared (`react/jsx-runtime`, `react-dom/client`,
 * `antd/locale/zh_CN`, `dayjs/locale/zh-cn`), as share-key prefixes.
 *
 * antd's component paths (`antd/es/form`) are deliberately not shared: the host's
 * pre-login code imports antd by component path as ordinary modules, which are
 * the very modules (same files, same module ids in the host's runtime) the shared
 * `antd` singleton is made of, so the layout and every remote that later load the
 * whole `antd` reuse them: one ConfigProvider context. A federated remote imports
 * the `antd` index only (remote-antd-imports-plugin.ts fails its build otherwise).
 */
const SUBPATH_PREFIXES = [
  { pkg: 'react', prefix: 'react/' },
  { pkg: 'react-dom', prefix: 'react-dom/' },
  { pkg: 'antd', prefix: 'antd/locale/' },
  { pkg: 'dayjs', prefix: 'dayjs/' },
] as const;

/**
 * webpack's own minimizer plugin (minimizer-webpack-plugin, terser by default)
 * with SWC as the minifier. Resolved through webpack so the versions match.
 */
function createSwcMinimizer(appDir: string): WebpackPluginInstance {
  const webpackDir = path.dirname(require.resolve('webpack/package.json', { paths: [appDir] }));
  const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [webpackDir] })) as {
    new (options: Record<string, unknown>): WebpackPluginInstance;
    swcMinify: unknown;
  };
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
    extractComments: false,
  });
}

/** What the server sends compressed (plugins/static.ts serves the `.br` / `.gz` twins). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/** Above this size a file is one of the large lazily loaded chunks (editor, charts, antd). */
const LARGE_FILE = 512 * 1024;

/**
 * Brotli at its best quality: 2.4 s here for the 1.5 MB editor chunk, for about 8 %
 * over quality 9. The large chunks get 9, so a rebuild stays quick; everything
 * else, and so everything the login page loads, gets 11.
 */
function brotli(
  input: Buffer,
  _options: unknown,
  callback: (error: Error | null, result: Buffer) => void,
): void {
  const quality = input.length > LARGE_FILE ? 9 : 11;
  zlib.brotliCompress(
    input,
    {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    },
    callback,
  );
}

/**
 * Brotli and gzip twins of every compressible file, written at build time so the
 * server never compresses a static file per request.
 */
function createCompressionPlugins(): WebpackPluginInstance[] {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: brotli,
      compressionOptions: {},
    }),
  ];
}

/** What the server's publish checks read beside a build (see deploy-metadata-plugin.ts). */
function deployMetadata(
  opts: AppBuildOptions,
  isRemote: boolean,
  shared: SharedConfig,
): WebpackPluginInstance {
  const runtimeVersion = federationRuntimeVersion(opts.dir);
  if (isRemote) {
    // The page registry, and the plain public pages it takes from their own file.
    const registries = ['src/page-registry.ts', 'src/plain-public-pages.ts']
      .map((file) => path.join(opts.dir, file))
      .filter((file) => existsSync(file));
    return new DeployMetadataPlugin({
      'pages.json': () => ({
        pages: registries.flatMap((file) => pageRegistryKeys(readFileSync(file, 'utf8'))),
        // The remote runs on the host's federation runtime (externalRuntime): the publish
        // check refuses it on a host that does not provide one of the same minor version.
        requires: { [FEDERATION_RUNTIME]: `~${runtimeVersion}` },
      }),
    });
  }
  return new DeployMetadataPlugin({
    'provided-shared.json': () => ({
      shared: {
        ...Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, config.version ?? ''])),
        [FEDERATION_RUNTIME]: runtimeVersion,
      },
    }),
  });
}

/** The federation build plugin's main file (its package exports no package.json). */
function enhancedEntry(appDir: string): string {
  return require.resolve('@module-federation/enhanced', { paths: [appDir] });
}

/** What the host hands the remotes besides its shared modules: its federation runtime. */
const FEDERATION_RUNTIME = '@module-federation/runtime-core';

/** The federation runtime's version: that of the build plugin, released together. */
function federationRuntimeVersion(appDir: string): string {
  let dir = path.dirname(enhancedEntry(appDir));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return readJson<{ version: string }>(path.join(dir, 'package.json')).version;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function installedVersion(appDir: string, pkg: string): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [appDir] });
  return readJson<{ version: string }>(file).version;
}

/**
 * Folders of `shared/src` the host does not provide as shared modules: test support (jest
 * setup, mocks), the stand-alone dev page, which only `webpack serve` of a remote uses, and
 * the texts and types: no remote imports texts (each shared feature registers its own), and
 * a type module holds at most constants, so a copy is harmless (each share key costs the
 * host's main.js two entries, docs/architecture.md).
 */
const NOT_PROVIDED_FOLDERS = new Set([
  '__tests__',
  '__mocks__',
  'test-utils',
  'testing',
  'dev-shell',
  'locales',
  'types',
]);

/** The share key of a file of `shared/src`, as apps import it (`@agency/shared/features/...`). */
function sharedKeyOf(file: string): string {
  return `@agency/shared/${path
    .relative(SHARED_SRC, file)
    .replace(/\\/g, '/')
    .replace(/\.tsx?$/, '')}`;
}

/** Every module of `@agency/shared` the host provides, keyed as apps import it. */
export function listSharedModules(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (!NOT_PROVIDED_FOLDERS.has(entry)) walk(full);
      } else if (/\.tsx?$/.test(entry) && !/\.(test|spec)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) {
        out.push(sharedKeyOf(full));
      }
    }
  };
  walk(SHARED_SRC);
  return out.sort();
}

/**
 * The runtime plugin by which the host hands its federation runtime to the remotes
 * (`experiments.externalRuntime`): each remote entry then leaves its own copy out
 * (26 → 10 KB gzip). Its ES module build, the one the host's federation runtime uses
 * (an alias in the host's build: the host does not depend on it directly).
 */
const RUNTIME_CORE_PROVIDER = '@module-federation/inject-external-runtime-core-plugin';

function runtimeCoreProvider(appDir: string): string {
  const plugin = require.resolve(RUNTIME_CORE_PROVIDER, {
    paths: [path.dirname(enhancedEntry(appDir))],
  });
  return path.join(path.dirname(plugin), 'index.js');
}

function sharedPackageVersion(): string {
  return readJson<{ version: string }>(path.join(SHARED_ROOT, 'package.json')).version;
}

function sharedConfig(opts: AppBuildOptions, federatedRemote: boolean): SharedConfig {
  const shared: SharedConfig = {};
  for (const pkg of SINGLETON_PACKAGES) {
    const version = installedVersion(opts.dir, pkg);
    shared[pkg] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      // A federated remote takes these from the host only: the publish check refuses a
      // remote whose singletons the running host does not provide, so its own copies never
      // ran, and their registration cost every remote's set-up (docs/benchmarks.md).
      // Sub-paths (SUBPATH_PREFIXES) keep theirs: the host provides only those it imports.
      ...(federatedRemote ? { import: false as const } : {}),
    };
  }
  for (const { pkg, prefix } of SUBPATH_PREFIXES) {
    const version = installedVersion(opts.dir, pkg);
    shared[prefix] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  const sharedVersion = sharedPackageVersion();
  for (const key of listSharedModules()) {
    const file = path.join(SHARED_SRC, key.slice('@agency/shared/'.length));
    shared[key] = {
      singleton: true,
      requiredVersion: `^${sharedVersion}`,
      version: sharedVersion,
      // The host provides every module of the shared package; a federated remote
      // only consumes them, so it never carries its own store, API or i18n.
      import: federatedRemote ? false : file,
    };
  }
  return shared;
}

const isSharedPackageKey = (key: string) => key.startsWith('@agency/shared/');

/**
 * The sub-paths the host provides (SUBPATH_PREFIXES): those its code and antd import.
 * A remote that imports another uses its own copy, which takes the singletons from the host.
 */
const HOST_SUBPATHS = [
  'react/jsx-runtime',
  'react-dom/client',
  'antd/locale/en_US',
  'antd/locale/zh_CN',
  'dayjs/locale/en',
  'dayjs/locale/lo',
  'dayjs/locale/zh-cn',
  'dayjs/plugin/advancedFormat',
  'dayjs/plugin/customParseFormat',
  'dayjs/plugin/localeData',
  'dayjs/plugin/weekOfYear',
  'dayjs/plugin/weekYear',
  'dayjs/plugin/weekday',
];

/** shared's editor feature: it imports the editor package (1.5 MB), which only forms load. */
const EDITOR = /[\\/]features[\\/]editor[\\/]/;

/** The file of a module of `@agency/shared`, by its key. */
function sharedModuleFile(key: string): string {
  const base = path.join(SHARED_SRC, key.slice('@agency/shared/'.length));
  return ['.tsx', '.ts'].map((extension) => `${base}${extension}`).find((file) => existsSync(file)) ?? base;
}

/**
 * What the host loads once the browser is idle after the login, ahead of the first remote
 * page: the libraries, and the modules of `@agency/shared` in the staff screens' kit
 * chunks (`kit`, `preview-kit`: the same rules as those chunks) but the editor's. A first
 * click on a staff list then downloads only the remote's own chunks (docs/benchmarks.md).
 */
function loadsWhenIdle(key: string): boolean {
  if (!isSharedPackageKey(key)) return true;
  const file = sharedModuleFile(key);
  return (inStaffKit(file) || inPreviewKit(file)) && !EDITOR.test(file);
}

/** The modules of `@agency/shared` the host provides, as a set. */
let sharedModuleKeys: Set<string> | null = null;
const isProvidedSharedModule = (key: string) => {
  sharedModuleKeys ??= new Set(listSharedModules());
  return sharedModuleKeys.has(key);
};

/**
 * The start-up modules a plain public page may take from the host: its texts, its calls,
 * icons and the page registry helper. Only these: the others of those features belong to
 * the staff app's start (the session, the store), and providing them would put their
 * chunks into what the public start preloads (PUBLIC_PAGES_API). A page that needs
 * another adds it here.
 */
const PUBLIC_PAGE_STARTUP =
  /[\\/]features[\\/](i18n[\\/]i18n|request[\\/]api[\\/]fetch-request|icons[\\/]components[\\/]svg-icon|federation[\\/]utils[\\/]pages-with-texts)\.tsx?$/;
/** The contract's public page is themed with antd: it is a federated page, not a plain one. */
const CONTRACT = /[\\/]features[\\/]contract[\\/]/;

/**
 * What the host's public start provides to a remote's public pages (public-pages-entry.ts):
 * the libraries it runs, and the modules of `@agency/shared` of its public and preview
 * kits and of its start-up that a plain page may use, by the rules of those chunks.
 */
function providesToPublicPages(key: string): boolean {
  if (!isSharedPackageKey(key)) return PUBLIC_PAGE_LIBRARIES.includes(key);
  if (!isProvidedSharedModule(key)) return false;
  const file = sharedModuleFile(key);
  if (inPublicKit(file)) return !CONTRACT.test(file);
  return inPreviewKit(file) || (AT_STARTUP.shared(file) && PUBLIC_PAGE_STARTUP.test(file));
}

/**
 * What the host hands the remotes at run time (host-provides-plugin.ts): the singleton
 * libraries (a declared API only, for those with one), the sub-paths it imports, and
 * every module of `@agency/shared`, with the versions of its shared config.
 */
function hostProvides(shared: SharedConfig): Record<string, HostProvide> {
  const provide = (key: string, config: SharedConfig[string] | undefined): HostProvide => ({
    version: config?.version ?? '',
    requiredVersion: config?.requiredVersion || '',
    ...(SHARED_EXPORTS[key] ? { exports: SHARED_EXPORTS[key] } : {}),
  });
  const prefixOf = (key: string) => SUBPATH_PREFIXES.find(({ prefix }) => key.startsWith(prefix))?.prefix;
  const out: Record<string, HostProvide> = {};
  for (const [key, config] of Object.entries(shared)) {
    if (SUBPATH_PREFIXES.some(({ prefix }) => prefix === key)) continue;
    out[key] = { ...provide(key, config), idle: loadsWhenIdle(key), publicPages: providesToPublicPages(key) };
  }
  for (const key of HOST_SUBPATHS) {
    out[key] = { ...provide(key, shared[prefixOf(key) ?? '']), publicPages: providesToPublicPages(key) };
  }
  return out;
}

/** Where a remote's public pages module is written, inside its version folder. */
const PUBLIC_PAGES_DIR = path.dirname(PUBLIC_PAGES_FILE);

/**
 * The build of a remote's plain public pages, beside its federated build in the same
 * version folder (public-pages-entry.ts): an ES module that takes the host's modules
 * through `promise` externals and bundles the rest.
 */
function publicPagesConfig(
  opts: AppBuildOptions & { publicPages: string },
  federated: Configuration,
  shared: SharedConfig,
): Configuration {
  const provides = hostProvides(shared);
  const keyOf = (context: string | undefined, request: string) => {
    // A relative import inside shared names the same module as its share key.
    if (!context || !request.startsWith('.') || !context.startsWith(SHARED_SRC)) return request;
    return sharedKeyOf(path.resolve(context, request));
  };
  const providesToRemotes = (key: string) =>
    key in provides || SUBPATH_PREFIXES.some(({ prefix }) => key.startsWith(prefix));
  const externals = publicPagesExternals((key) => provides[key]?.publicPages === true, providesToRemotes);
  const outputPath = path.join(federated.output?.path ?? '', PUBLIC_PAGES_DIR);
  return {
    name: `${opts.name}-public-pages`,
    mode: federated.mode,
    context: opts.dir,
    // ES modules, and the async modules that `promise` externals make.
    target: ['web', 'es2020'],
    entry: { [path.basename(PUBLIC_PAGES_FILE, '.js')]: path.join(opts.dir, opts.publicPages) },
    devtool: federated.devtool,
    experiments: { outputModule: true },
    output: {
      path: outputPath,
      publicPath: 'auto',
      uniqueName: `${federated.output?.uniqueName}_public`,
      filename: '[name].js',
      chunkFilename: federated.output?.chunkFilename,
      module: true,
      library: { type: 'module' },
      clean: true,
    },
    externalsType: 'promise',
    externals: [
      ({ context, request }, callback) =>
        externals({ request: request && keyOf(context, request) }, callback),
    ],
    resolve: federated.resolve,
    module: federated.module,
    plugins: [
      new SharedExportsPlugin(SHARED_EXPORTS),
      ...(federated.mode === 'production' ? createCompressionPlugins() : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimizer: [createSwcMinimizer(opts.dir)],
    },
    performance: { hints: false },
    stats: federated.stats,
  };
}

export function createWebpackConfig(opts: AppBuildOptions) {
  return (
    env: WebpackEnv = {},
    argv: { mode?: Configuration['mode'] } = {},
  ): Configuration | Configuration[] => {
    // A production remote is a federated module only; `webpack serve` also gives it
    // a page of its own (src/dev/main.tsx) so its team can run it alone.
    const federatedRemote = opts.kind === 'remote' && !env.WEBPACK_SERVE;
    // Read once: the federation plugin, the host's shared-package module,
    // provided-shared.json and a remote's public pages build all come from it.
    const shared = sharedConfig(opts, federatedRemote);
    const config = appConfig(opts, env, argv, shared);
    const publicPages = opts.publicPages;
    if (!federatedRemote || !publicPages) return config;
    return [config, publicPagesConfig({ ...opts, publicPages }, config, shared)];
  };
}

function appConfig(
  opts: AppBuildOptions,
  env: WebpackEnv,
  argv: { mode?: Configuration['mode'] },
  shared: SharedConfig,
): Configuration {
  const mode = argv.mode ?? 'production';
  const serving = Boolean(env.WEBPACK_SERVE);
  const isRemote = opts.kind === 'remote';
  const pkg = readJson<{ version: string }>(path.join(opts.dir, 'package.json'));
  const federatedRemote = isRemote && !serving;
  const outDir = isRemote ? path.join(opts.dir, 'dist', pkg.version) : path.join(opts.dir, 'dist');

  const entry: Configuration['entry'] = isRemote
    ? serving
      ? { main: path.join(opts.dir, 'src/dev/main.tsx') }
      : {}
    : { main: path.join(opts.dir, 'src/main.ts') };

  const extractCss = !isRemote && mode === 'production';

  return {
    mode,
    context: opts.dir,
    entry,
    // SOURCE_MAPS=1: a production build with its source maps, to read a CPU profile of it.
    devtool:
      mode === 'production'
        ? process.env.SOURCE_MAPS
          ? 'source-map'
          : false
        : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: `${opts.name}_${pkg.version.replace(/\W/g, '_')}`,
      // Entry files keep a fixed name and are served no-cache: webpack 5.111 cannot
      // resolve [contenthash] in the federation runtime (webpack/webpack#22199).
      filename: '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // A remote's public pages are built beside it, into their own folder.
      clean: isRemote && opts.publicPages ? { keep: new RegExp(`^${PUBLIC_PAGES_DIR}[\\\\/]`) } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        '@agency/shared': SHARED_SRC,
        ...(isRemote ? {} : { [RUNTIME_CORE_PROVIDER]: runtimeCoreProvider(opts.dir) }),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          exclude: /node_modules/,
          // Type checking is its own step (`tsc -p`); the build only transpiles.
          options: { transpileOnly: true, configFile: path.join(opts.dir, 'tsconfig.json') },
        },
        // The host's production stylesheets are files of their own, fetched beside each
        // chunk's script, not strings in it (the login page's JavaScript, docs/benchmarks.md).
        // Remotes keep style-loader: their exposed pages carry their styles with them.
        { test: /\.css$/, use: [extractCss ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(woff2?|ttf|eot|png|jpe?g|gif|svg|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // A remote is a federated module. The host has no federation build plugin: it
      // creates its federation runtime when the first remote is needed, with what it
      // provides (host-provides-plugin.ts), so the login page runs no federation code.
      ...(isRemote
        ? [
            new ModuleFederationPlugin({
              name: opts.name,
              filename: 'remoteEntry.js',
              exposes: opts.exposes ?? {},
              shareStrategy: 'loaded-first',
              shared,
              dts: false,
              manifest: { fileName: 'mf-manifest.json' },
              experiments: {
                // Remotes are registered by their remoteEntry.js URL, never by manifest, so
                // the runtime's snapshot (manifest) plugin and its Node code are left out.
                optimization: { disableSnapshot: true, target: 'web' },
                // A remote built for the host leaves the federation runtime out of its entry
                // and uses the host's (runtimeCoreProvider): 26 → 10 KB gzip a remote entry.
                ...(federatedRemote ? { externalRuntime: true } : {}),
              },
            }),
          ]
        : [
            new HostProvidesPlugin(hostProvides(shared)),
            // The host's own federation runtime, as the remotes' builds set theirs up
            // (`experiments.optimization` above): remotes are registered by their
            // remoteEntry.js, never by manifest, so without the snapshot plugin, and only
            // the browser's script loading (docs/benchmarks.md, the public pages).
            new DefinePlugin({
              FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
              ENV_TARGET: JSON.stringify('web'),
            }),
          ]),
      // Shared singletons with a declared API (shared-exports.ts): the host provides only
      // that API, tree-shaken, and every build fails on an import outside it.
      new SharedExportsPlugin(SHARED_EXPORTS),
      ...(federatedRemote ? [new RemoteAntdImportsPlugin()] : []),
      ...(isRemote && !serving
        ? []
        : [
            ...(isRemote ? [{ html: 'index.html' }] : HOST_START_PAGES).map(
              (page) =>
                new HtmlWebpackPlugin({
                  filename: page.html,
                  ...(isRemote
                    ? { templateContent: remoteIndexHtml(opts.title ?? opts.name) }
                    : { template: path.join(opts.dir, 'public/index.html'), title: opts.title ?? opts.name }),
                  favicon: path.join(REPO_ROOT, 'host/public/favicon.ico'),
                }),
            ),
          ]),
      ...(isRemote ? [] : [new StartupPreloadPlugin(HOST_START_PAGES)]),
      ...(extractCss
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:10].css',
              chunkFilename: '[name].[contenthash:10].css',
            }),
          ]
        : []),
      ...(mode === 'production'
        ? [deployMetadata(opts, isRemote, shared), ...createCompressionPlugins()]
        : []),
      // The host's login page, prerendered per language (docs/benchmarks.md).
      ...(!isRemote && mode === 'production' && !serving
        ? [
            new PrerenderLoginPlugin({
              dir: opts.dir,
              entry: path.join(opts.dir, 'src/app/prerender-login.tsx'),
              sharedSrc: SHARED_SRC,
              tsconfig: path.join(opts.dir, 'tsconfig.json'),
              // The chunk names of shared's COMMON_TEXTS and the host's STARTUP_TEXTS.
              languageChunks: (language) => [`common-${language}`, `host-texts-${language}`],
              // @fontsource/noto-sans-lao, imported by the bootstrap: regular and semibold.
              languageFonts: (language) =>
                language === 'lo' ? [/^assets\/noto-sans-lao-lao-(400|600)-normal\.[0-9a-f]+\.woff2$/] : [],
            }),
          ]
        : []),
    ],
    optimization: {
      // Federation needs one runtime per container; stable ids keep chunk names
      // apart between versions of the same remote.
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // Modules used by several lazily loaded chunks go to a chunk of their own
      // from 4 KB on (webpack's default is 20 KB): every module of `@agency/shared`
      // is its own shared-module chunk, and below 20 KB their common parts (the
      // i18n instance and its texts, the request client) were copied into each.
      splitChunks: {
        minSize: 4000,
        // The host's start-up libraries in one file instead of a dozen: a browser opens
        // six connections to a server over HTTP/1.1, so the login page waited on the
        // queue more than on the bytes (docs/benchmarks.md). They load together anyway.
        cacheGroups: isRemote
          ? {}
          : {
              // The libraries and shared modules both starts run (the public one's are the
              // staff app's too), without the request client, the API and the texts loaded
              // by language.
              startup: startupChunk(STARTUP_CHUNKS.libraries, AT_STARTUP.libraries, PUBLIC_STARTS, 20),
              startupShared: startupChunk(STARTUP_CHUNKS.shared, AT_STARTUP.shared, PUBLIC_STARTS, 20),
              // What only the staff app's start runs of them, and its Redux store (RTK
              // Query, …/toolkit/dist/query, loads after the login): one file, not three.
              startupStaff: startupChunk(
                STARTUP_CHUNKS.staff,
                (resource) => Object.values(AT_STARTUP).some((belongs) => belongs(resource)),
                [STAFF_START],
                19,
              ),
              // An icon several kits use goes with the one both public and staff pages load,
              // else with the public pages'.
              previewKit: kitChunk('preview-kit', inPreviewKit, (users) => users.some(inPreviewKit), 12),
              publicKit: kitChunk('public-kit', inPublicKit, (users) => users.some(inPublicKit), 11),
              kit: kitChunk('kit', inStaffKit, (users) => users.every(inStaffKit), 10),
              // antd and its own dependencies in one file, as the whole `antd` the host
              // provides the remotes: the staff layout loads it, and the chunks of the
              // shared modules a remote page takes from the host then carry no copy of
              // antd's parts (docs/benchmarks.md). The login and public pages load none of it.
              antd: namedChunk('antd', 5, (module) => ANTD.test(resourceOf(module))),
            },
      },
      // SWC minifies several times faster than terser (the shared antd and editor
      // chunks are large), with output of about the same size.
      minimizer: [createSwcMinimizer(opts.dir)],
    },
    performance: { hints: false },
    stats: env.analyze ? 'normal' : 'errors-warnings',
    devServer: {
      port: opts.devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The API server (npm start) answers /web-api and the module registry.
      proxy: [{ context: ['/web-api', '/remotes', '/profile'], target: 'http://127.0.0.1:8080' }],
    },
  };
}
