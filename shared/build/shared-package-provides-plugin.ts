import type { Compiler, WebpackPluginInstance } from 'webpack';

/** The module the host's remote loader registers with the federation runtime. */
export const SHARED_PACKAGE_PROVIDES = 'virtual:shared-package-provides';

/**
 * Gives the host the virtual module `virtual:shared-package-provides`: its modules of
 * `@agency/shared` as the federation runtime's `registerShared` takes them, each loaded
 * by its own `import()` (its own chunk, as a provided module was). The host registers
 * them before it loads the first remote, so the remotes get the very module instances
 * the host runs (one store, one i18n), and the login page does not register 136 shared
 * modules before its first screen (docs/benchmarks.md). The keys are those of
 * provided-shared.json, which the server checks a remote against.
 */
export class SharedPackageProvidesPlugin implements WebpackPluginInstance {
  /** Share key → its version and the range its consumers ask for (the webpack factory's shared config). */
  constructor(private readonly modules: Record<string, { version: string; requiredVersion: string }>) {}

  apply(compiler: Compiler): void {
    const { VirtualUrlPlugin } = compiler.webpack.experiments.schemes;
    const name = SHARED_PACKAGE_PROVIDES.slice('virtual:'.length);
    new VirtualUrlPlugin({ [name]: { type: '.js', source: () => this.source() } }).apply(compiler);
  }

  private source(): string {
    const entries = Object.entries(this.modules).map(([key, { version, requiredVersion }]) => {
      const info = `${JSON.stringify(version)}, ${JSON.stringify(requiredVersion)}`;
      return `  ${JSON.stringify(key)}: provide(${info}, () => import(${JSON.stringify(key)})),`;
    });
    return [
      'const provide = (version, requiredVersion, load) => ({',
      "  version, scope: ['default'], shareConfig: { singleton: true, requiredVersion },",
      '  get: () => load().then((module) => () => module),',
      '});',
      'export const SHARED_PACKAGE_PROVIDES = {',
      ...entries,
      '};',
    ].join('\n');
  }
}
