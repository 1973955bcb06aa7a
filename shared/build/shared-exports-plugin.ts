/**
 * Shared singletons with a declared API: the host provides such a package through a
 * module that re-exports only the exports its contract lists (host-provides-plugin.ts),
 * so that it is tree-shaken like any other dependency instead of shipped whole (a
 * provided package is otherwise kept whole, because the build cannot know what the
 * remotes will use).
 *
 * This plugin makes every build (host and remotes) fail on an import from such a
 * package of anything the contract does not list, because at run time every remote
 * gets the host's copy, which has nothing else, and the host's pages load remote code
 * written against the same contract. Namespace imports and `require` are errors too
 * (they use an unknown set of exports). The packages' own dependencies in
 * node_modules are not checked.
 *
 * Federation's own `treeShaking` option is not used: for a singleton it loads a
 * second, full copy of the package from a separate build as soon as a consumer
 * might need more (see docs/benchmarks.md), and a second react-router means a
 * second router context.
 */
import type { Compiler, Dependency, Module, ModuleGraph, WebpackError } from 'webpack';

const PLUGIN = 'SharedExportsPlugin';

/** Per shared package, the exports every app may import from it. */
export type SharedExportsContract = Record<string, readonly string[]>;

interface ConsumeSharedLike extends Module {
  options: { shareKey: string };
}
interface ImportDependencyLike extends Dependency {
  request?: string;
  getIds?: (moduleGraph: ModuleGraph) => string[];
}

const isConsumeShared = (module: Module | null): module is ConsumeSharedLike =>
  module?.type === 'consume-shared-module';
const fromNodeModules = (module: Module) =>
  /[\\/]node_modules[\\/]/.test((module as { resource?: string }).resource ?? module.identifier());

export class SharedExportsPlugin {
  constructor(private readonly contract: SharedExportsContract) {}

  apply(compiler: Compiler): void {
    const { WebpackError: ErrorClass } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      // Before the side-effects optimisation redirects imports to the module that defines them.
      compilation.hooks.optimizeDependencies.tap({ name: PLUGIN, stage: -10 }, (modules) => {
        const { moduleGraph } = compilation;
        for (const module of modules) {
          if (fromNodeModules(module)) continue;
          const dependencies = [
            ...module.dependencies,
            ...module.blocks.flatMap((block) => block.dependencies),
          ] as ImportDependencyLike[];
          for (const dependency of dependencies) {
            const target = moduleGraph.getModule(dependency);
            // A remote imports the package through federation; the host, directly.
            const pkg = isConsumeShared(target) ? target.options.shareKey : dependency.request;
            const allowed = pkg ? this.contract[pkg] : undefined;
            if (!pkg || !allowed || dependency.type === 'harmony side effect evaluation') continue;
            const ids =
              dependency.type === 'harmony import specifier' ||
              dependency.type === 'harmony export imported specifier'
                ? (dependency.getIds?.(moduleGraph) ?? [])
                : [];
            const name = ids[0];
            if (name && allowed.includes(name)) continue;
            const where = module.readableIdentifier(compilation.requestShortener);
            compilation.errors.push(
              new ErrorClass(
                `${where}: ${name ? `"${name}" is not` : 'a namespace import or require of it is not'} part of the shared API of ${pkg} (shared/build/shared-exports.ts); the host provides only that API to every app.`,
              ) as WebpackError,
            );
          }
        }
      });
    });
  }
}
