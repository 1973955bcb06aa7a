import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry, Unpack } from 'tar';

/** Files a remote build has (scripts, styles, their compressed twins, fonts, images, JSON). */
const BUILD_FILE = /\.(js|mjs|css|html|json|map|txt|svg|png|jpe?g|gif|webp|ico|woff2?|ttf|eot)(\.(br|gz))?$/i;
/** A path segment: no dot files, no `..`, nothing a shell or a URL would read twice. */
const SEGMENT = /^[A-Za-z0-9_@][A-Za-z0-9_.@+-]{0,127}$/;

/**
 * What one remote build archive may hold, far above a real build (remote-vehicle's
 * production build: 51 files, 208 KB with its .gz/.br twins, the largest 32 KB).
 * `inflatedBytes` caps the whole decompressed tar stream (the files plus their headers
 * and padding): a gzip bomb is refused once that much came out, whatever its shape.
 */
export const ARCHIVE_LIMITS = {
  files: 2000,
  fileBytes: 20 * 1024 * 1024,
  totalBytes: 80 * 1024 * 1024,
  inflatedBytes: 88 * 1024 * 1024,
  /** Zeros after the tar's end (record padding: 10 KB for GNU tar). */
  trailingBytes: 1024 * 1024,
};

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

/** A tar parser (or unpacker): a writable stream in all but name. */
type TarSink = Parser | Unpack;

/**
 * Streams the archive through node:zlib (inflated on the thread pool, chunk by chunk,
 * so the event loop keeps serving other requests) into `sink`, refusing it as soon as
 * the inflated stream passes {@link ARCHIVE_LIMITS.inflatedBytes}, more than
 * {@link ARCHIVE_LIMITS.trailingBytes} follow the tar's end, or `refused()` names a
 * reason; resolves once the sink has closed (an unpacker: every file written).
 */
async function streamInto(archive: string, sink: TarSink, refused: () => ArchiveRefused | null) {
  // Listened to from the start: a parser error can come at any write.
  const closed = once(sink, 'close');
  closed.catch(() => undefined);
  // Past its end-of-archive blocks the parser only buffers what it is given (the
  // classic bomb: a tiny tar, then gigabytes of zeros), so it is given nothing more.
  let ended = false;
  sink.on('eof', () => {
    ended = true;
  });
  let inflated = 0;
  let trailing = 0;
  // What stopped the stream: pipeline rejects with the streams' own AbortError then.
  let stoppedBy: ArchiveRefused | null = null;
  const stop = (refusal: ArchiveRefused) => {
    stoppedBy = refusal;
    throw refusal;
  };
  try {
    await pipeline(
      createReadStream(archive),
      createGunzip({ chunkSize: 64 * 1024 }),
      async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) {
          inflated += chunk.length;
          if (inflated > ARCHIVE_LIMITS.inflatedBytes) stop(new ArchiveRefused('module.archive.tooLarge'));
          if (ended) {
            trailing += chunk.length;
            if (trailing > ARCHIVE_LIMITS.trailingBytes) stop(new ArchiveRefused('module.archive.tooLarge'));
            continue;
          }
          const flowing = sink.write(chunk);
          const problem = refused();
          if (problem) stop(problem);
          // An unpacker writing files asks to wait; `closed` rejects if it fails meanwhile.
          if (!flowing && !ended) await Promise.race([once(sink, 'drain'), closed]);
        }
      },
    );
  } catch (error) {
    throw stoppedBy ?? error;
  }
  sink.end();
  await closed;
  const problem = refused();
  if (problem) throw problem;
}

/** Any failure of a stream or parser that is not a refusal: the archive cannot be read. */
function asRefusal(error: unknown): ArchiveRefused {
  return error instanceof ArchiveRefused ? error : new ArchiveRefused('module.archive.unreadable');
}

/**
 * Unpacks a remote build's `.tar.gz` into `target` (which must not exist), or refuses
 * it without writing anything: every entry is read first, and one link, device, path
 * outside the folder, unexpected file type or size over the limits refuses the whole
 * archive at that entry. Both passes stream (see {@link streamInto}). Returns the
 * total size of the files.
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
    entry.resume();
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
    await streamInto(archive, new Parser({ strict: true, onReadEntry: inspect }), () => problem);
  } catch (error) {
    throw asRefusal(error);
  }
  if (files === 0) throw new ArchiveRefused('module.archive.empty');

  await fs.mkdir(target, { recursive: false });
  try {
    const unpack = new Unpack({
      cwd: target,
      strict: true,
      preservePaths: false,
      filter: (entryPath, entry) => {
        const isDirectory = 'type' in entry && entry.type === 'Directory';
        return safeRelative(entryPath, isDirectory) !== null;
      },
    });
    await streamInto(archive, unpack, () => null);
  } catch (error) {
    await fs.rm(target, { recursive: true, force: true });
    throw asRefusal(error);
  }
  return total;
}
