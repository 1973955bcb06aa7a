import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedFile } from '../../services/file-storage';

export interface SendFileOptions {
  contentType: string;
  cacheControl: string;
  /** A Content-Disposition value; inline when absent. */
  disposition?: string;
  /** Answer `Range` requests with 206 (videos need it to seek, Safari to play at all). */
  ranges?: boolean;
}

type ByteRange = { start: number; end: number };

/** One `bytes=` range of a file of `size` bytes; undefined for none or several, 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'invalid' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined; // several ranges or another unit: the whole file
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'invalid';
  let start: number;
  let end: number;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

/**
 * Streams a resolved file with its type, length, validators and the given caching,
 * plus `nosniff` so a browser never treats it as anything but its declared type.
 */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ResolvedFile,
  options: SendFileOptions,
) {
  const etag = `"${file.size.toString(16)}-${Math.floor(file.mtime.getTime()).toString(16)}"`;
  reply.header('Content-Type', options.contentType);
  reply.header('Cache-Control', options.cacheControl);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('ETag', etag);
  reply.header('Last-Modified', file.mtime.toUTCString());
  if (options.disposition) reply.header('Content-Disposition', options.disposition);
  if (options.ranges) reply.header('Accept-Ranges', 'bytes');

  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const range = options.ranges ? parseRange(request.headers.range, file.size) : undefined;
  if (range === 'invalid') {
    return reply.code(416).header('Content-Range', `bytes */${file.size}`).send();
  }
  if (range) {
    reply.code(206);
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    reply.header('Content-Length', range.end - range.start + 1);
    return reply.send(fs.createReadStream(file.path, range));
  }
  reply.header('Content-Length', file.size);
  return reply.send(fs.createReadStream(file.path));
}
