import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

const round2 = (value: number) => Math.round(value * 100) / 100;
const gb = (bytes: number) => round2(bytes / 1024 ** 3);
const mb = (bytes: number) => round2(bytes / 1024 ** 2);
const percent = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);

/** CPU use over a short sample (RuoYi samples about a second). */
async function cpuSample(ms = 300) {
  const read = () =>
    os.cpus().reduce(
      (sum, cpu) => ({
        user: sum.user + cpu.times.user + cpu.times.nice,
        sys: sum.sys + cpu.times.sys + cpu.times.irq,
        idle: sum.idle + cpu.times.idle,
      }),
      { user: 0, sys: 0, idle: 0 },
    );
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  const user = after.user - before.user;
  const sys = after.sys - before.sys;
  const idle = after.idle - before.idle;
  const total = user + sys + idle;
  return {
    cpuNum: os.cpus().length,
    total: round2(total),
    used: percent(user, total),
    sys: percent(sys, total),
    wait: 0,
    free: percent(idle, total),
  };
}

function formatDuration(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${days}d ${hours}h ${minutes}m`;
}

async function diskOf(dir: string) {
  try {
    const stats = await fs.statfs(dir);
    const total = stats.blocks * stats.bsize;
    const free = stats.bavail * stats.bsize;
    return {
      dirName: dir,
      sysTypeName: String(stats.type),
      typeName: path.basename(dir) || dir,
      total: `${gb(total)} GB`,
      free: `${gb(free)} GB`,
      used: `${gb(total - free)} GB`,
      usage: percent(total - free, total),
    };
  } catch {
    return null;
  }
}

async function databaseInfo(db: Queryable, kind: 'pglite' | 'postgres') {
  const one = async <T>(query: ReturnType<typeof sql>): Promise<T | null> => {
    try {
      const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
      return (Object.values(result.rows[0] ?? {})[0] as T) ?? null;
    } catch {
      return null;
    }
  };
  const size = await one<string | number>(sql`select pg_database_size(current_database())`);
  return {
    kind,
    version: await one<string>(sql`select version()`),
    sizeMb: size === null ? null : mb(Number(size)),
    connections: await one<string | number>(sql`select count(*) from pg_stat_activity`).then((n) =>
      n === null ? null : Number(n),
    ),
  };
}

/**
 * What RuoYi's server monitor shows (`GET /monitor/server`): CPU, memory, the host, its
 * disks; `jvm` is the Node process in RuoYi's field names (so its screen reads it), and
 * `database` is ours: engine, version, size and connections.
 */
export async function serverInfo(db: Queryable, kind: 'pglite' | 'postgres', dataDir: string) {
  const memory = process.memoryUsage();
  const totalMem = os.totalmem();
  const freeMem = os.freemem();
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal);
  const disks = (await Promise.all([...new Set(['/', dataDir])].map(diskOf))).filter((disk) => disk !== null);
  return {
    cpu: await cpuSample(),
    mem: {
      total: gb(totalMem),
      used: gb(totalMem - freeMem),
      free: gb(freeMem),
      usage: percent(totalMem - freeMem, totalMem),
    },
    jvm: {
      name: 'Node.js',
      version: process.version,
      home: process.execPath,
      startTime: new Date(Date.now() - process.uptime() * 1000).toISOString().replace('T', ' ').slice(0, 19),
      runTime: formatDuration(process.uptime()),
      inputArgs: process.execArgv.join(' '),
      total: mb(memory.heapTotal),
      max: mb(memory.rss),
      used: mb(memory.heapUsed),
      free: mb(memory.heapTotal - memory.heapUsed),
      usage: percent(memory.heapUsed, memory.heapTotal),
    },
    sys: {
      computerName: os.hostname(),
      computerIp: addresses[0]?.address ?? '127.0.0.1',
      userDir: process.cwd(),
      osName: `${os.type()} ${os.release()}`,
      osArch: os.arch(),
    },
    sysFiles: disks,
    database: await databaseInfo(db, kind),
  };
}
