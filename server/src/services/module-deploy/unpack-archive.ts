import fs from 'node:fs/promises';
import { extract, list, type ReadEntry } from 'tar';

/** Files a remote build has (scripts, styles, their compressed twins, fonts, images, JSON). */
const BUILD_FILE = /\.(js|mjs|css|html|json|map|txt|svg|png|jpe?g|gif|webp|ico|woff2?|ttf|eot)(\.(br|gz))?$/i;
/** A path segment: no dot files, no `..`, nothing a shell or a URL would read twice. */
const SEGMENT = /^[A-Za-z0-9_@][A-Za-z0-9_.@+-]{0,127}$/;

export const ARCHIVE_LIMITS = { files: 2000, fileBytes: 20 * 1024 * 1024, totalBytes: 80 * 1024 * 1024 };

/** Why an archive was refused: a translation key and its values. */
export class ArchiveRefused extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string> = {},
  ) {
    super(`${key} ${JSON.stringify(params)}`);
    this.name = 'ArchiveRefused';
  }
}

/** `./assets/x.woff2` -> `assets/x.woff2`; null when the path is not one a build can have. */
function safeRelative(entryPath: string, isDirectory: boolean): string | null {
  if (entryPath.includes('\\') || entryPath.includes('\0') || entryPath.startsWith('/')) return null;
  const segments = entryPath.split('/').filter((segment, index) => !(segment === '.' && index === 0));
  if (segments.at(-1) === '') segments.pop();
  if (segments.length === 0) return isDirectory ? '' : null;
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment))) return null;
  const relative = segments.join('/');
  return isDirectory || BUILD_FILE.test(relative) ? relative : null;
}

/**
 * Unpacks a remote build's `.tar.gz` into `target` (which must not exist), or refuses
 * it without writing anything: every entry is read first, and one link, device, path
 * outside the folder, unexpected file type or size over the limits refuses the whole
 * archive. Returns the total size of the files.
 */
export async function unpackBuildArchive(archive: string, target: string): Promise<number> {
  // Not gzip at all: refused before any parser sees it.
  const head = Buffer.alloc(2);
  const handle = await fs.open(archive, 'r');
  try {
    await handle.read(head, 0, 2, 0);
  } finally {
    await handle.close();
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b) throw new ArchiveRefused('module.archive.unreadable');
  let files = 0;
  let total = 0;
  let problem: ArchiveRefused | null = null;
  const inspect = (entry: ReadEntry) => {
    if (problem) return;
    const isDirectory = entry.type === 'Directory';
    if (!isDirectory && entry.type !== 'File' && entry.type !== 'OldFile') {
      problem = new ArchiveRefused('module.archive.entryType', { path: entry.path, type: entry.type });
      return;
    }
    if (safeRelative(entry.path, isDirectory) === null) {
      problem = new ArchiveRefused('module.archive.badPath', { path: entry.path.slice(0, 200) });
      return;
    }
    if (isDirectory) return;
    files += 1;
    total += entry.size;
    if (entry.size > ARCHIVE_LIMITS.fileBytes) {
      problem = new ArchiveRefused('module.archive.fileTooLarge', { path: entry.path });
    } else if (files > ARCHIVE_LIMITS.files || total > ARCHIVE_LIMITS.totalBytes) {
      problem = new ArchiveRefused('module.archive.tooLarge');
    }
  };
  try {
    await list({ file: archive, strict: true, onReadEntry: inspect });
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error;
    throw new ArchiveRefused('module.archive.unreadable');
  }
  if (problem) throw problem;
  if (files === 0) throw new ArchiveRefused('module.archive.empty');

  await fs.mkdir(target, { recursive: false });
  try {
    await extract({
      file: archive,
      cwd: target,
      strict: true,
      preservePaths: false,
      noChmod: true,
      filter: (entryPath, entry) => {
        const isDirectory = 'type' in entry && entry.type === 'Directory';
        return safeRelative(entryPath, isDirectory) !== null;
      },
    });
  } catch (error) {
    await fs.rm(target, { recursive: true, force: true });
    throw error instanceof ArchiveRefused ? error : new ArchiveRefused('module.archive.unreadable');
  }
  return total;
}
