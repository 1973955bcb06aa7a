import type { FastifyRequest } from 'fastify';
import { registerMessages } from '../locales/language';

registerMessages({
  en: {
    'request.malformedMultipart': 'The form with the file is damaged or incomplete: please send it again',
  },
  zh: { 'request.malformedMultipart': '带文件的表单已损坏或不完整：请重新发送' },
  lo: { 'request.malformedMultipart': 'ຟອມທີ່ມີໄຟລ໌ເສຍຫາຍ ຫຼື ບໍ່ຄົບ: ກະລຸນາສົ່ງໃໝ່' },
});

/**
 * The errors busboy (under @fastify/multipart) raises for a multipart body it cannot
 * read: no boundary, or data that ends before the form does. They are plain `Error`s
 * with neither code nor status, so they are recognised by their text; a part read to
 * its end (`toBuffer`, a pipeline) fails as a premature close instead (issue 32,
 * finding 9). Every upload and import route answers them with one translated message.
 */
const BUSBOY_MESSAGES =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

export function isMalformedMultipart(
  error: { message?: unknown; statusCode?: unknown; code?: unknown },
  request: FastifyRequest,
): boolean {
  if (!request.isMultipart()) return false;
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return (
    error.statusCode === undefined &&
    error.code === undefined &&
    typeof error.message === 'string' &&
    BUSBOY_MESSAGES.test(error.message)
  );
}
