import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { callServer, type ServerProcess, startServer } from '../../testing/server-process';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { houseVillage } from '../schema/house-village';

/**
 * Crash safety (issue 15): the server is killed with SIGKILL while it is answering a
 * stream of writes. Every write it acknowledged must be there after a restart, on the
 * embedded PGlite (whose data-folder lock must not keep the restart waiting) and on
 * PostgreSQL (when TEST_DATABASE_URL is set).
 */
const ACKNOWLEDGED = 1000;
const IN_FLIGHT = 8;

let dataDir: string;
let database: TestDatabase | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-crash-'));
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
});

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(): ServerProcess {
  const server = startServer({ dataDir, databaseUrl: database?.databaseUrl });
  servers.push(server);
  return server;
}

interface Envelope {
  code: number;
  msg: string;
  token?: string;
  rows?: { name: string }[];
  total?: number;
}

async function api(port: number, method: string, url: string, token?: string, body?: unknown) {
  return (await callServer<Envelope>(port, method, url, { token, body })).body;
}

async function login(port: number): Promise<string> {
  const answer = await api(port, 'POST', '/login', undefined, { identifier: 'admin', password: 'admin123' });
  if (!answer.token) throw new Error(`login failed: ${answer.msg}`);
  return answer.token;
}

/** Names of the crash villages the server lists (pages of 500). */
async function storedNames(port: number, token: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (let page = 1; ; page++) {
    const answer = await api(
      port,
      'GET',
      `/system/houseVillage/list?name=crash-&pageNum=${page}&pageSize=500`,
      token,
    );
    for (const row of answer.rows ?? []) names.add(row.name);
    if ((answer.rows ?? []).length < 500) return names;
  }
}

it('loses no acknowledged write when the server is killed during 1,000 writes, and restarts at once', async () => {
  const first = start();
  const port = await first.started();
  const token = await login(port);

  // Writes go on, IN_FLIGHT at a time, until ACKNOWLEDGED have been answered with
  // success; the server is killed at that moment, with writes still under way.
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const name = `crash-${next++}`;
      try {
        const answer = await api(port, 'POST', '/system/houseVillage', token, { name });
        if (killed) return;
        if (answer.code !== 200) throw new Error(`write refused: ${answer.msg}`);
        acknowledged.push(name);
        if (acknowledged.length >= ACKNOWLEDGED) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      } catch (error) {
        if (!killed) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, writer));
  await first.exited;
  expect(acknowledged).toHaveLength(ACKNOWLEDGED);

  // The restart takes the data folder over from the killed process without waiting
  // for the lock to go stale.
  const restartedAt = Date.now();
  const second = start();
  const secondPort = await second.started();
  const restartMs = Date.now() - restartedAt;
  const names = await storedNames(secondPort, await login(secondPort));
  const lost = acknowledged.filter((name) => !names.has(name));
  expect(lost).toEqual([]);
  if (database) {
    // And straight from PostgreSQL, past the API.
    const rows = await database.opened.db
      .select({ name: houseVillage.name })
      .from(houseVillage)
      .where(like(houseVillage.name, 'crash-%'));
    const inDatabase = new Set(rows.map((row) => row.name));
    expect(acknowledged.filter((name) => !inDatabase.has(name))).toEqual([]);
  }
  console.log(
    `crash safety (${database ? 'PostgreSQL' : 'PGlite'}): ${acknowledged.length} acknowledged writes, ` +
      `${names.size - acknowledged.length} more in flight also stored, 0 lost; restart in ${restartMs} ms`,
  );

  // A clean stop releases the lock: a third server starts on the folder.
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
  const third = start();
  await third.started();
  third.child.kill('SIGTERM');
  expect(await third.exited).toBe(0);
}, 300_000);
