import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isDatabaseUnavailableError } from '../../plugins/database-errors';
import { callServer, type ServerProcess, startServer } from '../../testing/server-process';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

describe('what counts as the database being unavailable', () => {
  it('knows refused and cut connections, shutdowns and pool timeouts, also wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailableError(refused)).toBe(true);
    expect(isDatabaseUnavailableError(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error('no connection'), { code: '08006' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves bad input and program errors alone', () => {
    expect(isDatabaseUnavailableError(Object.assign(new Error('out of range'), { code: '22003' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailableError(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailableError(new TypeError('x is undefined'))).toBe(false);
  });
});

/**
 * A TCP relay between the server and PostgreSQL that can cut every connection and
 * refuse new ones, as a database host going away does, then come back on the same port.
 */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

// The embedded PGlite lives inside the server process and cannot go away on its own;
// this part needs PostgreSQL (TEST_DATABASE_URL, as in the test command's second run).
if (process.env.TEST_DATABASE_URL) {
  describe('PostgreSQL going away and coming back', () => {
    let database: TestDatabase;
    let relay: Relay;
    let server: ServerProcess;
    let dataDir: string;

    beforeAll(async () => {
      database = await createTestDatabase();
      const url = new URL(database.databaseUrl ?? '');
      relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
      await relay.up();
      url.hostname = '127.0.0.1';
      url.port = String(relay.port);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-outage-'));
      server = startServer({ dataDir, databaseUrl: url.toString() });
    });

    afterAll(async () => {
      server.child.kill('SIGKILL');
      await relay.down();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers a clear, translated message while it is away, and works again without a restart', async () => {
      const port = await server.started();
      const call = (method: string, url: string, token?: string, body?: unknown, lang = 'en') =>
        callServer(port, method, url, { token, body, lang });
      const login = await call('POST', '/login', undefined, { identifier: 'admin', password: 'admin123' });
      const token = login.body.token;
      expect(token).toBeTruthy();
      expect(
        (await call('POST', '/system/houseVillage', token, { name: 'Before the outage' })).body.code,
      ).toBe(200);

      await relay.down();
      const started = Date.now();
      const during = await call('POST', '/system/houseVillage', token, { name: 'During the outage' });
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(during.status).toBe(200);
      expect(during.body).toEqual({
        code: 500,
        msg: 'The database cannot be reached right now, please try again in a moment',
      });
      const lao = await call(
        'GET',
        '/system/houseVillage/list?pageNum=1&pageSize=10',
        token,
        undefined,
        'lo',
      );
      expect(lao.body.code).toBe(500);
      expect(lao.body.msg).toContain('ຖານຂໍ້ມູນ');
      expect(server.child.exitCode).toBeNull();

      await relay.up();
      const after = await call('POST', '/system/houseVillage', token, { name: 'After the outage' });
      expect(after.body.code).toBe(200);
      const list = await call('GET', '/system/houseVillage/list?pageNum=1&pageSize=10', token);
      const names = (list.body as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
      expect(names).toEqual(expect.arrayContaining(['Before the outage', 'After the outage']));
      expect(names).not.toContain('During the outage');
      expect(server.output()).not.toMatch(/Unknown system error|unhandled/i);
    }, 180_000);
  });
}
