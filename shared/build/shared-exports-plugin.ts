/**
 * Shared singletons with a declared API: the host provides such a package with
 * only the exports its contract lists, so that it is tree-shaken like any other
 * dependency instead of shipped whole (a shared module is otherwise kept whole,
 * because the build cannot know what the remotes will use).
 *
 * - Host build: the provided package keeps the contract's exports plus whatever
 *   the host's own dependencies (node_modules) import from it; every other
 *   export is marked unused and left out by the minifier.
 * - Every build (host and remotes): importing from such a package anything the
 *   contract does not list is a build error, because at run time every app gets
 *   the host's copy, which has nothing else. Namespace imports and `require`
 *   are errors too (they use an unknown set of exports).
 *
 * Federation's own `treeShaking` option is not used: for a singleton it loads a
 * second, full copy of the package from a separate build as soon as a consumer
 * might need more (see docs/benchmarks.md), and a second react-router means a
 * second router context.
 */
import type { Compilation, Compiler, Dependency, Module, WebpackError } from 'webpack';

const PLUGIN = 'SharedExportsPlugin';

/** Per shared package, the exports every app may import from it. */
export type SharedExportsContract = Record<string, readonly string[]>;

interface ConsumeSharedLike extends Module {
  options: { shareKey: string };
}
interface ProvideSharedLike extends Module {
  _name: string;
}
interface ImportDependencyLike extends Dependency {
  getIds?: (moduleGraph: Compilation['moduleGraph']) => string[];
}

const isConsumeShared = (module: Module | null): module is ConsumeSharedLike =>
  module?.type === 'consume-shared-module';
const isProvideShared = (module: Module): module is ProvideSharedLike => module.type === 'provide-module';
const fromNodeModules = (module: Module) =>
  /[\\/]node_modules[\\/]/.test((module as { resource?: string }).resource ?? module.identifier());

export class SharedExportsPlugin {
  constructor(
    private readonly contract: SharedExportsContract,
    /** `host`: shake the provided packages; `remote`: only check the imports. */
    private readonly role: 'host' | 'remote',
  ) {}

  apply(compiler: Compiler): void {
    const { UsageState, WebpackError: ErrorClass } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.optimizeDependencies.tap({ name: PLUGIN, stage: 1 }, (modules) => {
        const { moduleGraph } = compilation;
        // Export names imported from each contracted package, and who imports them.
        const kept = new Map<string, Set<string>>(
          Object.entries(this.contract).map(([pkg, names]) => [pkg, new Set(names)]),
        );
        const unknownUse = new Set<string>();
        for (const module of modules) {
          const dependencies = [
            ...module.dependencies,
            ...module.blocks.flatMap((block) => block.dependencies),
          ] as ImportDependencyLike[];
          for (const dependency of dependencies) {
            const target = moduleGraph.getModule(dependency);
            if (!isConsumeShared(target)) continue;
            const pkg = target.options.shareKey;
            const allowed = kept.get(pkg);
            if (!allowed || dependency.type === 'harmony side effect evaluation') continue;
            const ids =
              dependency.type === 'harmony import specifier' ||
              dependency.type === 'harmony export imported specifier'
                ? (dependency.getIds?.(moduleGraph) ?? [])
                : [];
            const name = ids[0];
            const where = module.readableIdentifier(compilation.requestShortener);
            if (this.role === 'host' && fromNodeModules(module)) {
              if (name) allowed.add(name);
              else unknownUse.add(pkg);
            } else if (!name || !(this.contract[pkg] ?? []).includes(name)) {
              const error = new ErrorClass(
                `${where}: ${name ? `"${name}" is not` : 'a namespace import or require of it is not'} part of the shared API of ${pkg} (shared/build/shared-exports.ts); the host provides only that API to every app.`,
              ) as WebpackError;
              compilation.errors.push(error);
            }
          }
        }
        if (this.role !== 'host') return;
        for (const module of modules) {
          if (!isProvideShared(module)) continue;
          const names = kept.get(module._name);
          if (!names || unknownUse.has(module._name)) continue;
          for (const dependency of module.blocks.flatMap((block) => block.dependencies)) {
            const provided = moduleGraph.getModule(dependency);
            if (!provided) continue;
            const exportsInfo = moduleGraph.getExportsInfo(provided);
            for (const exportInfo of exportsInfo.exports) {
              if (names.has(exportInfo.name)) exportInfo.setUsed(UsageState.Used, undefined);
              else
                exportInfo.setUsedConditionally(
                  (used) => used !== UsageState.Used,
                  UsageState.Unused,
                  undefined,
                );
            }
            exportsInfo.otherExportsInfo.setUsedConditionally(() => true, UsageState.Unused, undefined);
          }
        }
      });
    });
  }
}
