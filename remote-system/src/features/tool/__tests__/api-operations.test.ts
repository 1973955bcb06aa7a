import { apiOperations } from '../utils/api-operations';

describe('apiOperations', () => {
  const document = {
    paths: {
      '/web-api/system/link/list': { get: { tags: ['system: links'], summary: 'List links' } },
      '/web-api/monitor/job/run': {
        put: { tags: ['monitor: jobs'], summary: 'Run a job once' },
        parameters: {},
      },
    },
  } as never;

  it('lists the operations without the API prefix, sorted, and filters by a word', () => {
    expect(apiOperations(document, '')).toEqual([
      { method: 'PUT', path: '/monitor/job/run', tag: 'monitor: jobs', summary: 'Run a job once' },
      { method: 'GET', path: '/system/link/list', tag: 'system: links', summary: 'List links' },
    ]);
    expect(apiOperations(document, 'LINKS').map((entry) => entry.path)).toEqual(['/system/link/list']);
    expect(apiOperations(undefined, '')).toEqual([]);
  });
});
