import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Raised when another process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another server process. ` +
        'Stop that process first, or start this one with another DATA_DIR. Nothing was changed.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

export const lockFileName = 'server.lock';
/** Who holds the lock (pid and host), so a restart after a crash need not wait. */
export const ownerFileName = 'server.lock.owner';

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(dataDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dataDir, ownerFileName), 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) && typeof owner.host === 'string' ? owner : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock whose owner ran on this machine and is gone (killed, crashed, power cut). */
function heldByDeadProcess(dataDir: string): boolean {
  const owner = readOwner(dataDir);
  return owner !== null && owner.host === os.hostname() && owner.pid !== process.pid && !isAlive(owner.pid);
}

/**
 * Takes the exclusive lock on the data folder (PGlite must never be opened by two
 * processes). proper-lockfile keeps refreshing the lock's mtime; a lock left by a
 * crashed process is stale after 10 s and is then taken over, or at once when its
 * recorded owner was a process on this machine that no longer runs (kill -9).
 * `onCompromised` runs if the lock is lost while running (e.g. the folder vanished).
 */
export async function acquireDataDirLock(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) => {
    throw error;
  },
): Promise<DataDirLock> {
  // Creating the folder is harmless when it exists; a lock needs an existing path.
  fs.mkdirSync(dataDir, { recursive: true });
  const lockfilePath = path.join(dataDir, lockFileName);
  const take = () => lockfile.lock(dataDir, { lockfilePath, stale: 10_000, retries: 0, onCompromised });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!heldByDeadProcess(dataDir)) throw new DataDirLockedError(dataDir);
    fs.rmSync(lockfilePath, { recursive: true, force: true });
    try {
      release = await take();
    } catch (again) {
      // Another process restarting at the same moment won the lock.
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
      throw again;
    }
  }
  const ownerFile = path.join(dataDir, ownerFileName);
  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies LockOwner));
  return {
    release: async () => {
      fs.rmSync(ownerFile, { force: true });
      await release();
    },
  };
}
