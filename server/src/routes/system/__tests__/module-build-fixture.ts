import path from 'node:path';
import { put } from '../../public/__tests__/remote-fixture';

/** What a host build says it provides (`host/dist/provided-shared.json`). */
export const HOST_PROVIDES = {
  react: '19.3.1',
  'react/': '19.3.1',
  'react-dom': '19.3.1',
  antd: '6.6.8',
  '@module-federation/runtime-core': '2.9.2',
};

export interface BuildOptions {
  name?: string;
  exposes?: string[];
  shared?: { name: string; singleton?: boolean; requiredVersion: string; own?: boolean }[];
  pages?: string[];
  /** pages.json `requires`; by default the host's federation runtime, as webpack writes it. */
  requires?: Record<string, string>;
  extra?: Record<string, string>;
  marker?: string;
}

/** Writes a remote's build folder as `npm run build` does: entry, chunk, manifest, page list. */
export async function writeBuild(dir: string, options: BuildOptions = {}): Promise<void> {
  await put(path.join(dir, 'remoteEntry.js'), `/* ${options.marker ?? 'remote_house build'} */`);
  await put(path.join(dir, '123.abcdef0123.js'), 'chunk');
  await put(path.join(dir, '123.abcdef0123.js.br'), 'br');
  await put(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: options.name ?? 'remote_house',
      exposes: (options.exposes ?? ['./pages']).map((p) => ({ path: p })),
      shared: (options.shared ?? [{ name: 'react', singleton: true, requiredVersion: '^19.3.1' }]).map(
        (s) => ({
          name: s.name,
          singleton: s.singleton,
          requiredVersion: s.requiredVersion,
          assets: { js: { sync: s.own ? ['1.js'] : [] } },
        }),
      ),
    }),
  );
  await put(
    path.join(dir, 'pages.json'),
    JSON.stringify({
      pages: options.pages ?? ['house/village/index'],
      requires: options.requires ?? { '@module-federation/runtime-core': '~2.9.2' },
    }),
  );
  for (const [file, content] of Object.entries(options.extra ?? {})) await put(path.join(dir, file), content);
}
