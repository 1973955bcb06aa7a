import fs from 'node:fs';
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

/**
 * Takes the exclusive lock on the data folder (PGlite must never be opened by two
 * processes). proper-lockfile keeps refreshing the lock's mtime; a lock left by a
 * crashed process is stale after 10 s and is then taken over.
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
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, lockFileName),
      stale: 10_000,
      retries: 0,
      onCompromised,
    });
    return { release };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
