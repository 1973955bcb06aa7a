import type { Envelope, TestApp } from '../../../testing/test-app';

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  /** Set for a file part. */
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body (no extra dependency): the payload and its content type. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----agency-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.fileName}"`;
    const type =
      part.fileName === undefined
        ? ''
        : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart body under /web-api and parses the envelope. */
export async function postMultipart(
  t: TestApp,
  url: string,
  parts: MultipartPart[],
  token?: string,
  lang = 'en',
) {
  const { payload, contentType } = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: `/web-api${url}`,
    headers: {
      'content-type': contentType,
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Envelope };
}
