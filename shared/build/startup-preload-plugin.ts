import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler, Module, WebpackPluginInstance } from 'webpack';

const PLUGIN = 'StartupPreloadPlugin';

/**
 * Adds `<link rel="preload">` to the host's page for what its entry loads next: the
 * chunks of the entry's own dynamic imports (the bootstrap behind the federation's
 * async boundary, with its stylesheet) and the named start-up chunks (the shared
 * libraries the bootstrap gets through the share scope). Without them the browser
 * learns of those files only once main.js has run (docs/benchmarks.md). The links
 * come after main.js, so the entry is still asked for first.
 */
export class StartupPreloadPlugin implements WebpackPluginInstance {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
        for (const file of this.startupFiles(compilation)) {
          const isCss = file.endsWith('.css');
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: isCss ? 'style' : 'script',
              href: `${base}${file}`,
            }),
          );
        }
        return data;
      });
    });
  }

  /** The JavaScript and CSS files of the entry's direct imports and the named chunks, once each. */
  private startupFiles(compilation: Compilation): string[] {
    const chunks = new Set<Chunk>();
    for (const entrypoint of compilation.entrypoints.values()) {
      // Only the imports written in the entry module (main.ts), not the entry chunk's
      // federation modules, whose providers import every shared module lazily.
      // An entry module concatenated with its static imports is found by its root module.
      const entryModules = new Set(
        [...compilation.chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())].map(
          (module) => (module as Module & { rootModule?: Module }).rootModule ?? module,
        ),
      );
      for (const group of entrypoint.getChildren()) {
        if (!group.origins.some((origin) => origin.module && entryModules.has(origin.module))) continue;
        for (const chunk of group.chunks) chunks.add(chunk);
      }
    }
    for (const name of this.chunkNames) {
      const chunk = compilation.namedChunks.get(name);
      if (chunk) chunks.add(chunk);
    }
    const files = [...chunks].flatMap((chunk) => [...chunk.files]);
    return [...new Set(files)].filter((file) => /\.(js|css)$/.test(file));
  }
}
