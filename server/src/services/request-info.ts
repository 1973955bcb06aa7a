import type { FastifyRequest } from 'fastify';
import { UAParser } from 'ua-parser-js';

export interface ClientInfo {
  ip: string;
  browser: string;
  os: string;
  /** No geo-IP database is shipped: local addresses say so, others stay blank. */
  location: string;
}

function isPrivateAddress(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/, '');
  return (
    v4 === '::1' ||
    v4.startsWith('127.') ||
    v4.startsWith('10.') ||
    v4.startsWith('192.168.') ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(v4) ||
    v4.startsWith('fc') ||
    v4.startsWith('fd')
  );
}

/** IP address, browser and operating system of the caller, for logs and sessions. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const parser = new UAParser(request.headers['user-agent'] ?? '');
  const browser = parser.getBrowser();
  const os = parser.getOS();
  const join = (name?: string, version?: string) => [name, version].filter(Boolean).join(' ').slice(0, 50);
  return {
    ip: request.ip,
    browser: join(browser.name, browser.major) || 'Unknown',
    os: join(os.name, os.version) || 'Unknown',
    location: isPrivateAddress(request.ip) ? 'Internal IP' : '',
  };
}
