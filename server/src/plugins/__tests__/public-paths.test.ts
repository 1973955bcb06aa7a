import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { publicStartComponent, readHostPaths } from '../public-paths';

let dist: string;

beforeEach(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-paths-'));
});

afterEach(async () => {
  await fs.rm(dist, { recursive: true, force: true });
});

const write = (content: unknown) =>
  fs.writeFile(path.join(dist, 'public-paths.json'), JSON.stringify(content));

describe("the host build's paths", () => {
  it('reads the remote page each path of the public start shows, leaving out what is not one', async () => {
    await write({
      patterns: ['/login', '/car/detail/:id'],
      publicStart: ['/car/detail/:id'],
      publicStartPages: {
        '/car/detail/:id': 'vehicle/public/car-detail',
        '/evil/:id': '../../etc/passwd',
        'no-slash': 'house/x',
        '/number': 7,
      },
    });
    const paths = await readHostPaths(dist);
    expect(paths?.publicStartPages).toEqual({ '/car/detail/:id': 'vehicle/public/car-detail' });
    expect(publicStartComponent(paths, '/car/detail/12')).toBe('vehicle/public/car-detail');
    expect(publicStartComponent(paths, '/Car/Detail/12/')).toBe('vehicle/public/car-detail');
    expect(publicStartComponent(paths, '/car/detail/12/photos')).toBeNull();
    expect(publicStartComponent(paths, '/evil/1')).toBeNull();
    expect(publicStartComponent(null, '/car/detail/12')).toBeNull();
  });

  it('takes a build from before the public pages modules: no pages, nothing preloaded', async () => {
    await write({ patterns: ['/login'], publicStart: ['/car/detail/:id'] });
    const paths = await readHostPaths(dist);
    expect(paths).toEqual({ patterns: ['/login'], publicStart: ['/car/detail/:id'], publicStartPages: {} });
    expect(publicStartComponent(paths, '/car/detail/12')).toBeNull();
  });
});
