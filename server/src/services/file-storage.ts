import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { apiPrefix } from '../routes/api-prefix';
import { CONTENT_TYPES, isSniffedType, type SniffedType, sniffFileType } from './file-type-sniff';

/**
 * The storage folder for uploads (DESIGN.md 5): files live in
 * `DATA_DIR/uploads/<yyyy>/<MM>/<dd>/<uuid>.<ext>` with the extension of the sniffed
 * type. A client never names a path: it gets back `/profile/upload/<yyyy>/<MM>/<dd>/<uuid>.<ext>`
 * (RuoYi's form, kept in records) and the URL `/web-api/profile/upload/...` that serves it.
 */

/** What each kind of upload accepts (spec section 5). */
export type UploadKind = 'image' | 'video' | 'file';

export interface UploadRule {
  types: readonly SniffedType[];
  /** The extensions shown in the "wrong format" message. */
  label: string;
  maxMb: number;
  /** Most files in one request. */
  maxFiles: number;
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: { types: ['png', 'jpg'], label: 'png/jpg/jpeg', maxMb: 5, maxFiles: 20 },
  video: { types: ['mp4', 'avi', 'mov'], label: 'mp4/avi/mov', maxMb: 50, maxFiles: 1 },
  file: {
    types: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'pdf'],
    label: 'doc/docx/xls/xlsx/ppt/pptx/txt/pdf',
    maxMb: 5,
    maxFiles: 5,
  },
};

export const maxBytesOf = (rule: UploadRule) => rule.maxMb * 1024 * 1024;

/** Stored path prefix of uploaded files, as RuoYi writes it (`/profile/upload/2026/11/21/x.png`). */
export const UPLOAD_PATH_PREFIX = '/profile/upload/';
/** Stored path prefix of avatars (written by the profile routes into `uploads/avatar`). */
export const AVATAR_PATH_PREFIX = '/profile/avatar/';

/** `<yyyy>/<MM>/<dd>/<uuid>.<ext>`: the only shape a stored file's relative path may have. */
const STORED_RELATIVE =
  /^(\d{4})\/(\d{2})\/(\d{2})\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]{1,5})$/;

/** Folder of generated files offered once through `/common/download` (RuoYi's download path). */
export function downloadDirOf(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'downloads');
}

/** Where uploads wait while they are received and checked (same file system, so rename is atomic). */
function tempDirOf(uploadDir: string): string {
  return path.join(uploadDir, '.incoming');
}

/** A file received into the temporary folder, not yet in storage. */
export interface IncomingFile {
  tempPath: string;
  originalFilename: string;
  size: number;
}

/** A file in storage, with every name the upload answers use. */
export interface StoredFile {
  /** `/profile/upload/2026/11/21/<uuid>.png`: what records keep. */
  fileName: string;
  /** `/web-api/profile/upload/2026/11/21/<uuid>.png`: where the browser loads it. */
  url: string;
  /** `<uuid>.png`. */
  newFileName: string;
  /** The client's name, as metadata only. */
  originalFilename: string;
  type: SniffedType;
  size: number;
}

/** A fresh path in the temporary folder (created on demand). */
export async function newTempPath(uploadDir: string): Promise<string> {
  const dir = tempDirOf(uploadDir);
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, `${randomUUID()}.part`);
}

/** Removes files, ignoring those already gone. */
export async function removeQuietly(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((file) => fs.rm(file, { force: true }).catch(() => undefined)));
}

/** Types the sniffer can only recognise from the whole file. */
const WHOLE_FILE_TYPES = new Set<SniffedType>(['txt', 'doc', 'xls', 'ppt', 'docx', 'xlsx', 'pptx']);

/** The bytes the sniffer needs: the whole file up to `wholeUpTo`, else its head. */
async function readForSniffing(
  file: string,
  size: number,
  wholeUpTo: number,
): Promise<{ bytes: Buffer; complete: boolean }> {
  if (size <= wholeUpTo) return { bytes: await fs.readFile(file), complete: true };
  const handle = await fs.open(file, 'r');
  try {
    const bytes = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, 0);
    return { bytes: bytes.subarray(0, bytesRead), complete: false };
  } finally {
    await handle.close();
  }
}

/** Sniffs a received file; null when its content is not one of the kinds the rule accepts. */
export async function sniffIncoming(file: IncomingFile, rule: UploadRule): Promise<SniffedType | null> {
  // Documents are small (5 MB) and need the whole file; images and videos only their head.
  const wholeUpTo = rule.types.some((type) => WHOLE_FILE_TYPES.has(type)) ? maxBytesOf(rule) : 0;
  const { bytes, complete } = await readForSniffing(file.tempPath, file.size, wholeUpTo);
  const type = sniffFileType(bytes, { complete, nameHint: file.originalFilename });
  return type && rule.types.includes(type) ? type : null;
}

function datePath(now: Date): string {
  return [
    String(now.getFullYear()),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('/');
}

/**
 * Moves checked files into storage under generated names. All or nothing: when one
 * move fails, the files already moved are removed again.
 */
export async function commitFiles(
  uploadDir: string,
  files: readonly { incoming: IncomingFile; type: SniffedType }[],
  now: Date = new Date(),
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  const moved: string[] = [];
  try {
    for (const { incoming, type } of files) {
      const newFileName = `${randomUUID()}.${type}`;
      const relative = `${datePath(now)}/${newFileName}`;
      const target = path.join(uploadDir, ...relative.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(incoming.tempPath, target);
      moved.push(target);
      stored.push({
        fileName: `${UPLOAD_PATH_PREFIX}${relative}`,
        url: `${apiPrefix}${UPLOAD_PATH_PREFIX}${relative}`,
        newFileName,
        originalFilename: incoming.originalFilename,
        type,
        size: incoming.size,
      });
    }
    return stored;
  } catch (error) {
    await removeQuietly(moved);
    throw error;
  }
}

/** A file found on disk for serving or downloading. */
export interface ResolvedFile {
  /** Real path (symbolic links resolved), inside the allowed folder. */
  path: string;
  size: number;
  mtime: Date;
  /** The file's own name (last segment). */
  name: string;
}

function isInside(root: string, full: string): boolean {
  return full === root || full.startsWith(`${root}${path.sep}`);
}

/**
 * Looks up `relative` inside `root`: refuses NUL bytes, backslashes, absolute paths and
 * `..` segments, then checks that the real path (links resolved) is a regular file
 * still inside the real root. Null when any of that fails.
 */
export async function resolveInside(root: string, relative: string): Promise<ResolvedFile | null> {
  if (!relative || relative.includes('\0') || relative.includes('\\')) return null;
  if (path.isAbsolute(relative) || path.posix.isAbsolute(relative)) return null;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.' || segment === '')) return null;
  try {
    const realRoot = await fs.realpath(root);
    const real = await fs.realpath(path.resolve(realRoot, ...segments));
    if (!isInside(realRoot, real) || real === realRoot) return null;
    const stat = await fs.stat(real);
    if (!stat.isFile()) return null;
    return { path: real, size: stat.size, mtime: stat.mtime, name: path.basename(real) };
  } catch {
    return null;
  }
}

/** A stored file found from its stored path or URL, with the Content-Type of its type. */
export interface ResolvedStoredFile extends ResolvedFile {
  contentType: string;
}

/**
 * Finds a stored upload (or avatar) from the path a client holds:
 * `/profile/upload/<yyyy>/<MM>/<dd>/<uuid>.<ext>`, optionally under `/web-api`.
 * Anything that is not exactly that shape, or not on disk inside the uploads folder, is null.
 */
export async function resolveStoredFile(
  uploadDir: string,
  storedPath: string,
): Promise<ResolvedStoredFile | null> {
  let rest = storedPath;
  if (rest.startsWith(`${apiPrefix}/`)) rest = rest.slice(apiPrefix.length);
  let root: string;
  if (rest.startsWith(UPLOAD_PATH_PREFIX)) {
    root = uploadDir;
    rest = rest.slice(UPLOAD_PATH_PREFIX.length);
  } else if (rest.startsWith(AVATAR_PATH_PREFIX)) {
    root = path.join(uploadDir, 'avatar');
    rest = rest.slice(AVATAR_PATH_PREFIX.length);
  } else {
    return null;
  }
  const match = STORED_RELATIVE.exec(rest);
  const extension = match?.[4];
  if (!extension || !isSniffedType(extension)) return null;
  const file = await resolveInside(root, rest);
  return file ? { ...file, contentType: CONTENT_TYPES[extension] } : null;
}

/** Extensions `/common/download` hands out from the downloads folder (generated exports). */
const DOWNLOADABLE = new Set([
  'xlsx',
  'xls',
  'csv',
  'docx',
  'doc',
  'pptx',
  'ppt',
  'pdf',
  'txt',
  'zip',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'mp4',
  'avi',
  'mov',
]);

/** Whether a name may be asked of `/common/download` (RuoYi's checkAllowDownload, stricter). */
export function isAllowedDownloadName(fileName: string): boolean {
  if (!fileName || fileName.length > 255 || fileName.includes('\0') || fileName.includes('\\')) return false;
  if (path.posix.isAbsolute(fileName) || path.isAbsolute(fileName)) return false;
  if (fileName.split('/').some((segment) => segment === '..' || segment === '.' || segment === ''))
    return false;
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && DOWNLOADABLE.has(fileName.slice(dot + 1).toLowerCase());
}

/** The generated prefix of an export file name (`<uuid>_`, `<hex>_` or `<digits>_`). */
const GENERATED_PREFIX =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,64}|\d{10,})_/i;

/**
 * The name a download is saved under: the last segment without its generated prefix,
 * control characters, quotes and path separators removed, at most 150 characters.
 */
export function downloadNameOf(fileName: string): string {
  const last = fileName.split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .replace(GENERATED_PREFIX, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '_')
    .trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return 'download';
  if (cleaned.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 150 - extension.length) + extension;
}

/** RFC 5987 encoding (`encodeURIComponent` plus the characters it leaves that the header may not hold). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded>`:
 * the plain form for old clients, the encoded one for Lao and Chinese names.
 */
export function attachmentDisposition(name: string): string {
  const safe = downloadNameOf(name);
  const fallback = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"%;]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}

/** Header RuoYi's front end reads for the saved name (`download-filename`), percent-encoded. */
export function encodedDownloadName(name: string): string {
  return encodeRfc5987(downloadNameOf(name));
}
