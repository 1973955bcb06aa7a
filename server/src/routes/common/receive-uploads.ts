import { createWriteStream } from 'node:fs';
import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/api-error';
import {
  commitFiles,
  type IncomingFile,
  maxBytesOf,
  newTempPath,
  removeQuietly,
  type StoredFile,
  sniffIncoming,
  UPLOAD_RULES,
  type UploadKind,
} from '../../services/file-storage';
import type { SniffedType } from '../../services/file-type-sniff';
import { addToCounter, counterKeys, limits } from '../../services/rate-limit';

export interface ReceivedUploads {
  /** Stored files, in the order they were sent. */
  files: StoredFile[];
  /** Text fields of the form (`fileType`, ...). */
  fields: Record<string, string>;
}

/** The client's file name as metadata: last segment, no control characters, at most 255 characters. */
export function cleanOriginalName(name: string | undefined): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return last.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}

/** Names in messages are the client's; keep them short. */
const shortName = (name: string) => (name.length > 60 ? `${name.slice(0, 57)}...` : name);

/**
 * How long a file part may stay open once the whole body has arrived. busboy never
 * ends a file cut off by the end of the body: it destroys it without an error or a
 * 'close', so a pipeline from it never settles and the request would wait forever
 * (issue 32, finding 9). A part that is complete ends at once.
 */
const CUT_FILE_GRACE_MS = 1000;

/**
 * Streams a file part to `out`; fails as busboy's "terminated early" error (which the
 * error handler answers with the translated malformed-form message) when the part is
 * still open {@link CUT_FILE_GRACE_MS} after the request body ended.
 */
async function pipeFilePart(request: FastifyRequest, file: Readable, out: Writable): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let cutOff: (error: Error) => void = () => undefined;
  const cut = new Promise<never>((_resolve, reject) => {
    cutOff = reject;
  });
  const watch = () => {
    timer = setTimeout(() => {
      const error = new Error('Part terminated early due to unexpected end of multipart data');
      out.destroy();
      file.destroy(error);
      cutOff(error);
    }, CUT_FILE_GRACE_MS);
  };
  if (request.raw.readableEnded) watch();
  else request.raw.once('end', watch);
  const piped = pipeline(file, out);
  // Once cut off, the pipeline may still fail (the streams were destroyed): nobody waits for it then.
  piped.catch(() => undefined);
  try {
    await Promise.race([piped, cut]);
  } finally {
    clearTimeout(timer);
    request.raw.off('end', watch);
  }
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

/**
 * Counts the upload against the user's daily quota ({@link limits.uploadMbPerDay}, in the
 * database so it holds across processes); refuses it when the quota is used up.
 */
async function chargeQuota(request: FastifyRequest, files: IncomingFile[]): Promise<void> {
  const owner = request.user?.userId;
  if (owner === undefined) return;
  const kb = Math.ceil(files.reduce((sum, file) => sum + file.size, 0) / 1024);
  const used = await addToCounter(request.server.db, counterKeys.uploadKb(owner), kb, 24 * 60 * 60_000);
  if (used > limits.uploadMbPerDay * 1024) {
    await addToCounter(request.server.db, counterKeys.uploadKb(owner), -kb, 24 * 60 * 60_000);
    throw new ApiError('upload.quota', { size: limits.uploadMbPerDay });
  }
}

/**
 * Reads a multipart upload of `kind` (spec section 5 limits) into storage:
 * each file in `fileFields` is streamed to a temporary file (the size limit cuts it
 * off), sniffed, and only when every file is acceptable are they all moved into
 * storage. Any refusal leaves nothing behind: neither temporary nor stored files.
 */
export async function receiveUploads(
  request: FastifyRequest,
  kind: UploadKind,
  fileFields: readonly string[],
  options: { maxFiles?: number } = {},
): Promise<ReceivedUploads> {
  const rule = UPLOAD_RULES[kind];
  const maxFiles = options.maxFiles ?? rule.maxFiles;
  const uploadDir = request.server.config.uploadDir;
  if (!request.isMultipart()) throw new ApiError('upload.noFile');

  const incoming: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  try {
    try {
      const parts = request.parts({
        limits: {
          fileSize: maxBytesOf(rule),
          files: maxFiles,
          fields: 10,
          fieldSize: 1024,
          parts: maxFiles + 10,
        },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (!fileFields.includes(part.fieldname)) {
          await pipeFilePart(request, part.file, discard());
          continue;
        }
        const file: IncomingFile = {
          tempPath: await newTempPath(uploadDir),
          originalFilename: cleanOriginalName(part.filename),
          size: 0,
        };
        incoming.push(file);
        const out = createWriteStream(file.tempPath);
        await pipeFilePart(request, part.file, out);
        if (part.file.truncated) {
          throw new ApiError('upload.tooLarge', { name: shortName(file.originalFilename), size: rule.maxMb });
        }
        file.size = out.bytesWritten;
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') throw new ApiError('upload.tooMany', { limit: maxFiles });
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        const name = cleanOriginalName((error as { part?: { filename?: string } }).part?.filename);
        throw new ApiError('upload.tooLarge', { name: shortName(name), size: rule.maxMb });
      }
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError('badRequest');
      throw error;
    }

    if (incoming.length === 0) throw new ApiError('upload.noFile');
    const checked: { incoming: IncomingFile; type: SniffedType }[] = [];
    for (const file of incoming) {
      if (file.size === 0) throw new ApiError('upload.empty', { name: shortName(file.originalFilename) });
      const type = await sniffIncoming(file, rule);
      if (!type)
        throw new ApiError('upload.badType', { name: shortName(file.originalFilename), types: rule.label });
      checked.push({ incoming: file, type });
    }
    await chargeQuota(request, incoming);
    return { files: await commitFiles(uploadDir, checked), fields };
  } finally {
    // Moved files are gone from the temporary folder; whatever is left there is refused or partial.
    await removeQuietly(incoming.map((file) => file.tempPath));
  }
}
