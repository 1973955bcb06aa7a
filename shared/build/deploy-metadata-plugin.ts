import type { Compiler, WebpackPluginInstance } from 'webpack';

const PLUGIN = 'DeployMetadataPlugin';

/**
 * Writes small JSON files beside a build for the server's publish checks (issue 13):
 * the host's `provided-shared.json` (every shared module it provides, with its
 * version) and each remote's `pages.json` (the menu component strings it serves).
 */
export class DeployMetadataPlugin implements WebpackPluginInstance {
  constructor(private readonly files: Record<string, () => unknown>) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, make] of Object.entries(this.files)) {
            compilation.emitAsset(file, new sources.RawSource(`${JSON.stringify(make(), null, 2)}\n`));
          }
        },
      );
    });
  }
}

/** The keys of a remote's page registry (`'house/village/index': () => import(...)`). */
export function pageRegistryKeys(source: string): string[] {
  return [...source.matchAll(/^\s*['"]([a-z][\w/-]*)['"]\s*:\s*\(\)\s*=>/gm)].map((match) => match[1] ?? '');
}
