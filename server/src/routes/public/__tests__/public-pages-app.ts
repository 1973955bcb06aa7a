import fs from 'node:fs/promises';
import path from 'node:path';
import { useTestApp } from '../../../testing/use-test-app';
import { fakeRepo, put } from './remote-fixture';

const INDEX_HTML =
  '<!doctype html><html><head><title>Agency</title></head><body><div id="root"></div></body></html>';

/**
 * The application the public detail pages' tests share (houses and cars, with their link
 * previews): it serves a fake host build (index.html and the further files given, by name
 * under host/dist) at PUBLIC_URL http://agency.example; the fake repository goes after.
 * `page` asks for a page as a link preview's crawler does, from the public address.
 */
export function usePublicPagesApp(hostFiles: Record<string, string> = {}) {
  let repo = '';
  const { t } = useTestApp({
    app: async () => {
      repo = await fakeRepo({}, true);
      await put(path.join(repo, 'host', 'dist', 'index.html'), INDEX_HTML);
      for (const [name, content] of Object.entries(hostFiles)) {
        await put(path.join(repo, 'host', 'dist', name), content);
      }
      return { repoRoot: repo, env: { PUBLIC_URL: 'http://agency.example' } };
    },
  });
  afterAll(async () => {
    await fs.rm(repo, { recursive: true, force: true });
  });
  const page = (url: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { host: 'agency.example', 'accept-language': lang } });
  return { t, page };
}
