import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler, Configuration, WebpackPluginInstance } from 'webpack';

const PLUGIN = 'PrerenderLoginPlugin';

/** The languages of the product, one prerendered login page each. */
const LANGUAGES = ['lo', 'zh', 'en'] as const;

/** What the host's prerender module (`src/app/prerender-login.tsx`) gives for one language. */
interface PrerenderedLogin {
  html: string;
  title: string;
  fontFamily: string;
}

export interface PrerenderLoginOptions {
  /** The host's folder. */
  dir: string;
  /** The module that renders the login page (exports `renderLogin(language)`). */
  entry: string;
  /** `@agency/shared`'s sources, as the client build aliases them. */
  sharedSrc: string;
  /** The host's TypeScript configuration. */
  tsconfig: string;
  /** The chunks the page loads in `language` (its texts), preloaded in its HTML. */
  languageChunks: (language: string) => string[];
  /** The fonts the page draws `language` with (asset file names), preloaded in its HTML. */
  languageFonts: (language: string) => RegExp[];
}

/** Files the page in one language fetches once it runs, announced in its HTML. */
interface LanguagePreloads {
  scripts: string[];
  fonts: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);

/**
 * The login page's HTML for one language: the app's index.html with the form already in
 * `#root` (marked with its language, for bootstrap.tsx), the language, title and font the
 * page would set, and its start-up stylesheets applied at once rather than only preloaded,
 * so that the first paint is the styled form.
 */
export function loginPageHtml(
  indexHtml: string,
  language: string,
  page: PrerenderedLogin,
  preloads: LanguagePreloads = { scripts: [], fonts: [] },
): string {
  const replaceOnce = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`${PLUGIN}: index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  };
  let html = replaceOnce(indexHtml, /<html lang="[^"]*">/, `<html lang="${language}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = html.replace(/<link rel="preload" as="style" href="([^"]+)">/g, '<link rel="stylesheet" href="$1">');
  // The texts in this language (which main.js asks for, without waiting for the stylesheets
  // the deferred script waits on here) and the fonts the form is drawn with.
  const tags = [
    ...preloads.scripts.map((href) => `<link rel="preload" as="script" href="${href}">`),
    ...preloads.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`,
    ),
  ];
  html = replaceOnce(html, /<\/head>/, `${tags.join('')}</head>`);
  html = replaceOnce(html, /<body>/, `<body style="font-family:${escapeHtml(page.fontFamily)}">`);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${language}">${page.html}</div>`,
  );
}

/**
 * Writes `login.<language>.html` (with its `.br` and `.gz` twins) and `public-paths.json`
 * (the route guard's paths without login) beside the host's index.html once its
 * production build is emitted: the server sends the page for `/login`
 * (server/src/plugins/static.ts), so the form shows before any script has run, and
 * React hydrates it (docs/benchmarks.md, "The prerendered login page").
 *
 * The page is rendered in Node from the host's own modules, bundled by a second webpack
 * compilation for Node: the app's code and `@agency/shared` are compiled as in the
 * browser build; packages stay outside, loaded from where they are installed.
 */
export class PrerenderLoginPlugin implements WebpackPluginInstance {
  constructor(private readonly options: PrerenderLoginOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async (compilation) => {
      if (compilation.errors.length > 0) return;
      const outDir = compilation.outputOptions.path ?? path.join(this.options.dir, 'dist');
      const bundle = await this.compile(compiler);
      const require = createRequire(__filename);
      delete require.cache[bundle];
      const { renderLogin, publicPathPatterns, publicStartPatterns, publicStartPages } = require(bundle) as {
        renderLogin: (language: string) => Promise<PrerenderedLogin>;
        publicPathPatterns: readonly string[];
        publicStartPatterns: readonly string[];
        publicStartPages: Readonly<Record<string, string>>;
      };
      // The guard's paths without login: elsewhere, the server sends a browser without a
      // session to the login page at once, instead of the app doing it once it has run.
      // Those of the public pages' start get public.html (main.ts), with a preload of the
      // public pages module of the remote whose page each shows (publicStartPages).
      writeFileSync(
        path.join(outDir, 'public-paths.json'),
        `${JSON.stringify({ patterns: publicPathPatterns, publicStart: publicStartPatterns, publicStartPages })}\n`,
      );
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const publicPath = compilation.outputOptions.publicPath;
      const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
      const assets = compilation.getAssets().map((asset) => asset.name);
      const preloadsOf = (language: string): LanguagePreloads => ({
        scripts: this.options
          .languageChunks(language)
          .flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])])
          .filter((file) => file.endsWith('.js'))
          .map((file) => `${base}${file}`),
        fonts: this.options
          .languageFonts(language)
          .flatMap((pattern) => assets.filter((name) => pattern.test(name)))
          .map((file) => `${base}${file}`),
      });
      for (const language of LANGUAGES) {
        const html = loginPageHtml(indexHtml, language, await renderLogin(language), preloadsOf(language));
        const file = path.join(outDir, `login.${language}.html`);
        writeFileSync(file, html);
        writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    });
  }

  /** Bundles the prerender module for Node; resolves with the bundle's path. */
  private compile(parent: Compiler): Promise<string> {
    const outDir = path.join(this.options.dir, 'node_modules', '.cache', 'prerender-login');
    const config: Configuration = {
      name: 'prerender-login',
      mode: 'production',
      target: 'node',
      context: this.options.dir,
      entry: { 'prerender-login': this.options.entry },
      devtool: false,
      output: {
        path: outDir,
        filename: '[name].js',
        chunkFilename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: { '@agency/shared': this.options.sharedSrc },
      },
      // Packages (and the client build's virtual modules, which the login page never
      // runs) are loaded by Node from where the importing file finds them.
      externals: [
        ({ request, context, getResolve }, callback) => {
          if (!request || /^[./]/.test(request) || request.startsWith('@agency/shared')) return callback();
          if (/\.css$/.test(request) || request.startsWith('virtual:')) return callback(undefined, 'var {}');
          const resolve = getResolve?.({ conditionNames: ['node', 'require', 'default'] });
          if (!resolve || !context) return callback(undefined, `commonjs ${request}`);
          resolve(context, request, (error, resolved) =>
            callback(undefined, `commonjs ${error || !resolved ? request : resolved}`),
          );
        },
      ],
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            exclude: /node_modules/,
            options: { transpileOnly: true, configFile: this.options.tsconfig },
          },
          // The page's stylesheets are the client build's files (linked in the HTML).
          { test: /\.css$/, type: 'asset/source' },
          {
            test: /\.(woff2?|ttf|eot|png|jpe?g|gif|svg|ico)$/,
            type: 'asset/resource',
            generator: { emit: false },
          },
        ],
      },
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
    };
    return new Promise((resolve, reject) => {
      const child = parent.webpack(config);
      child.run((error, stats) => {
        child.close(() => undefined);
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve(path.join(outDir, 'prerender-login.js'));
      });
    });
  }
}
