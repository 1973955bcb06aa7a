import type { Compiler, WebpackPluginInstance } from 'webpack';

/** The module the host's federation runtime is created with. */
export const HOST_PROVIDES = 'virtual:host-provides';

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

  private source(): string {
    const entries = Object.entries(this.provides).map(([key, { version, requiredVersion, exports }]) => {
      const info = `${JSON.stringify(version)}, ${JSON.stringify(requiredVersion)}`;
      const request = exports ? `virtual:${apiModuleName(key)}` : key;
      return `  ${JSON.stringify(key)}: provide(${info}, () => import(${JSON.stringify(request)})),`;
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
