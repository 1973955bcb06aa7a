import path from 'node:path';

/**
 * Published remote versions live in the data folder, one immutable folder a version:
 * `<dataDir>/remotes/<name>/<version>/`; archives are unpacked in `.incoming` first.
 */
export function publishedRoot(dataDir: string): string {
  return path.join(dataDir, 'remotes');
}

export function publishedDir(dataDir: string, name: string, version: string): string {
  return path.join(publishedRoot(dataDir), name, version);
}

export function incomingRoot(dataDir: string): string {
  return path.join(publishedRoot(dataDir), '.incoming');
}
