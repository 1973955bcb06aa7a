import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack';

const PLUGIN = 'StartupPreloadPlugin';

/** One page of the host and the start it runs: the chunk group of one of main.ts's imports. */
export interface StartPage {
  /** The HTML file, as HtmlWebpackPlugin writes it (`index.html`, `public.html`). */
  html: string;
  /** The webpackChunkName of the import main.ts makes for this page. */
  start: string;
  /** Whether `#root` carries `data-start`, by which main.ts picks this start. */
  marked: boolean;
  /** The chunk groups (webpackChunkName) of further imports this start makes at once. */
  alsoPreload?: readonly string[];
}

/**
 * Adds `<link rel="preload">` to each of the host's pages for the start that page runs:
 * the files of the chunk group main.ts imports for it (the staff app's bootstrap, or the
 * public pages' start). Without them the browser learns of those files only once main.js
 * has run (docs/benchmarks.md). The links come after main.js, so the entry is still asked
 * for first. A marked page tells main.ts its start by `<div id="root" data-start>`: the
 * server sends it for the paths of that start (public-paths.json).
 */
export class StartupPreloadPlugin implements WebpackPluginInstance {
  constructor(private readonly pages: readonly StartPage[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      hooks.alterAssetTagGroups.tap(PLUGIN, (data) => {
        const page = this.pageOf(data.outputName);
        if (!page) return data;
        const publicPath = compilation.outputOptions.publicPath;
        const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
        const files = [page.start, ...(page.alsoPreload ?? [])].flatMap((start) =>
          startFiles(compilation, start),
        );
        for (const file of new Set(files)) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${base}${file}`,
            }),
          );
        }
        return data;
      });
      hooks.afterTemplateExecution.tap(PLUGIN, (data) => {
        const page = this.pageOf(data.outputName);
        if (!page?.marked) return data;
        const marked = data.html.replace('<div id="root">', `<div id="root" data-start="${page.start}">`);
        if (marked === data.html) throw new Error(`${PLUGIN}: no <div id="root"> in ${data.outputName}`);
        return { ...data, html: marked };
      });
    });
  }

  private pageOf(outputName: string): StartPage | undefined {
    return this.pages.find((page) => page.html === outputName);
  }
}

/**
 * The JavaScript and CSS files of a start's chunk group, once each, the largest chunk
 * first (the libraries, which take longest to download).
 */
function startFiles(compilation: Compilation, start: string): string[] {
  const group = compilation.namedChunkGroups.get(start);
  if (!group) throw new Error(`${PLUGIN}: the host has no import named "${start}"`);
  const chunks = [...group.chunks].sort(
    (a, b) => compilation.chunkGraph.getChunkSize(b) - compilation.chunkGraph.getChunkSize(a),
  );
  const files = chunks.flatMap((chunk) => [...chunk.files]);
  return [...new Set(files)].filter((file) => /\.(js|css)$/.test(file));
}
