import type { Compiler, WebpackPluginInstance } from 'webpack';
import { PUBLIC_PAGES_FILE, PUBLIC_PAGES_HOST } from './public-pages-entry';

/** The module the host's federation runtime is created with. */
export const HOST_PROVIDES = 'virtual:host-provides';

/** The module by which the host's public start provides modules to the remotes' public pages. */
export const PUBLIC_PAGE_PROVIDES = 'virtual:public-page-provides';

/** The chunk group of everything the public start provides to public pages. */
export const PUBLIC_PAGES_API = 'public-pages-api';

/** A share key the host provides, with its version and the range its consumers ask for. */
export interface HostProvide {
  version: string;
  requiredVersion: string;
  /**
   * Exports the host provides, for a package with a declared API (shared-exports.ts):
   * it is provided through a module that re-exports only those, so that the package
   * stays tree-shaken in the host's build. Absent: the whole module.
   */
  exports?: readonly string[];
  /**
   * Loaded once the browser is idle after the login, ahead of the first remote page: the
   * libraries and the staff lists' modules of `@agency/shared` (create-webpack-config.ts).
   */
  idle?: boolean;
  /** Provided to the remotes' plain public pages too, without federation (public-pages-entry.ts). */
  publicPages?: boolean;
}

/**
 * Gives the host the virtual module `virtual:host-provides`: everything it hands the
 * remotes (the singleton libraries, the sub-paths it imports, its modules of
 * `@agency/shared`) as the federation runtime's `shared` option takes them, each behind
 * its own `import()`. The host creates its federation runtime with them when the first
 * remote is needed (features/federation/api/federation-runtime.ts), not at start: the
 * login page runs no federation code (docs/benchmarks.md). Nothing is loaded until a
 * remote asks for it, and a remote gets the very module instances the host runs (one
 * React, one store, one i18n). `HOST_IDLE_LOADS` names those the host loads once the
 * browser is idle after the login, ahead of the first remote page. The keys are
 * those of provided-shared.json, which the server checks a remote against.
 */
export class HostProvidesPlugin implements WebpackPluginInstance {
  constructor(private readonly provides: Record<string, HostProvide>) {}

  apply(compiler: Compiler): void {
    const { VirtualUrlPlugin } = compiler.webpack.experiments.schemes;
    const modules: Record<string, { type: string; source: () => string }> = {
      [HOST_PROVIDES.slice('virtual:'.length)]: { type: '.js', source: () => this.source() },
      [PUBLIC_PAGE_PROVIDES.slice('virtual:'.length)]: { type: '.js', source: () => this.publicSource() },
    };
    for (const [key, { exports }] of Object.entries(this.provides)) {
      if (!exports) continue;
      modules[apiModuleName(key)] = {
        type: '.js',
        source: () => `export { ${exports.join(', ')} } from ${JSON.stringify(key)};`,
      };
    }
    new VirtualUrlPlugin(modules).apply(compiler);
  }

  /** The module that serves a share key: the package's declared API, or the module itself. */
  private request(key: string): string {
    return this.provides[key]?.exports ? `virtual:${apiModuleName(key)}` : key;
  }

  /**
   * `virtual:public-page-provides`: what the public start hands a remote's public pages,
   * each behind its own `import()`, and where it finds them (public-pages-entry.ts).
   */
  private publicSource(): string {
    const keys = Object.keys(this.provides).filter((key) => this.provides[key]?.publicPages);
    return [
      `export const PUBLIC_PAGES_FILE = ${JSON.stringify(PUBLIC_PAGES_FILE)};`,
      `export const PUBLIC_PAGES_HOST = ${JSON.stringify(PUBLIC_PAGES_HOST)};`,
      'export const PUBLIC_PAGE_PROVIDES = {',
      // One chunk group for them all (PUBLIC_PAGES_API): the few that are in no kit or
      // start-up chunk come in one small file, which public.html preloads, not a file each
      // as the page's code asks for them.
      ...keys.map(
        (key) =>
          `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(PUBLIC_PAGES_API)} */ ${JSON.stringify(this.request(key))}),`,
      ),
      '};',
    ].join('\n');
  }

  private source(): string {
    const entries = Object.entries(this.provides).map(([key, { version, requiredVersion }]) => {
      const info = `${JSON.stringify(version)}, ${JSON.stringify(requiredVersion)}`;
      return `  ${JSON.stringify(key)}: provide(${info}, () => import(${JSON.stringify(this.request(key))})),`;
    });
    return [
      'const provide = (version, requiredVersion, load) => ({',
      "  version, scope: ['default'], shareConfig: { singleton: true, requiredVersion },",
      '  get: () => load().then((module) => () => module),',
      '});',
      'export const HOST_PROVIDES = {',
      ...entries,
      '};',
      `export const HOST_IDLE_LOADS = ${JSON.stringify(
        Object.entries(this.provides)
          .filter(([, provide]) => provide.idle)
          .map(([key]) => key),
      )};`,
    ].join('\n');
  }
}

/** The virtual module that re-exports a package's declared API. */
function apiModuleName(key: string): string {
  return `host-provides-api/${key.replace(/[^a-zA-Z0-9]+/g, '-')}`;
}
