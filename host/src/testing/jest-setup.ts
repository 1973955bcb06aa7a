/**
 * Host test setup: the federation runtime never runs under jest, so the one module
 * that touches it is replaced everywhere by `features/federation/api/__mocks__/remote-loader`.
 * The host namespace is registered as bootstrap does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { registerHostLocales } from '../features/i18n/utils/register-host-locales';
import { registerLayoutLocales } from '../features/i18n/utils/register-layout-locales';

jest.mock('../features/federation/api/remote-loader');

// The login page's code imports antd by component path (`antd/es/form`, antd's ES build; see
// docs/benchmarks.md). Under jest, CommonJS, the `antd` index is antd's CommonJS build, so
// every component path the sources use maps to its CommonJS twin (`antd/lib/form`): one set
// of antd modules, one ConfigProvider.
function antdComponentPaths(dir: string, found: Set<string>): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) antdComponentPaths(full, found);
    else if (/\.tsx?$/.test(entry.name)) {
      for (const match of readFileSync(full, 'utf8').matchAll(/['"](antd\/es\/[\w/-]+)['"]/g))
        if (match[1]) found.add(match[1]);
    }
  }
  return found;
}
const sources = [path.resolve(__dirname, '..'), path.resolve(__dirname, '../../../shared/src')];
for (const esPath of sources.reduce((found, dir) => antdComponentPaths(dir, found), new Set<string>())) {
  jest.doMock(esPath, () => jest.requireActual(esPath.replace(/^antd\/es\//, 'antd/lib/')));
}

registerHostLocales();
registerLayoutLocales();
