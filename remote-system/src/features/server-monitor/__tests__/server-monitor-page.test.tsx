import type { WireData } from '@agency/shared/api/wire';
import { mockApi, mockNotifier, type RecordedCall, renderPage } from '@agency/shared/testing/render-page';
import { screen } from '@testing-library/react';
import ServerMonitorPage from '../pages/server-monitor-page';
import '../../../page-registry';

const info: WireData<'/monitor/server', 'get'> = {
  cpu: { cpuNum: 2, total: 4000, used: 12.5, sys: 3.5, wait: 0, free: 84 },
  mem: { total: 23.4, used: 5.1, free: 18.3, usage: 21.8 },
  jvm: {
    name: 'Node.js',
    version: 'v20.20.2',
    home: '/usr/bin/node',
    startTime: '2026-11-24 00:00:00',
    runTime: '0d 1h 2m',
    inputArgs: '',
    total: 120,
    max: 160,
    used: 80,
    free: 40,
    usage: 66.7,
  },
  sys: {
    computerName: 'agency-1',
    computerIp: '10.0.0.2',
    userDir: '/srv/server',
    osName: 'Linux 6.1',
    osArch: 'x64',
  },
  sysFiles: [
    {
      dirName: '/',
      sysTypeName: 'ext4',
      typeName: '/',
      total: '250 GB',
      free: '60 GB',
      used: '190 GB',
      usage: 76,
    },
  ],
  database: { kind: 'postgres', version: 'PostgreSQL 15.18', sizeMb: 42.5, connections: 6 },
};

describe('server monitor', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows CPU, memory, the process, the database, the host and the disks', async () => {
    mockApi((call: RecordedCall) => {
      if (call.url === '/monitor/server') return { code: 200, msg: 'ok', data: info };
      throw new Error(`unexpected ${call.url}`);
    });
    mockNotifier();
    await renderPage(<ServerMonitorPage />);
    expect(await screen.findByText('Node.js v20.20.2')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL 15.18')).toBeInTheDocument();
    expect(screen.getByText('42.5 MB')).toBeInTheDocument();
    expect(screen.getByText('agency-1')).toBeInTheDocument();
    expect(screen.getByText('190 GB')).toBeInTheDocument();
    expect(screen.getByText('23.4 GB')).toBeInTheDocument();
  });

  it('says when the figures cannot be loaded, with a way to try again', async () => {
    mockApi(() => {
      throw new Error('down');
    });
    mockNotifier();
    await renderPage(<ServerMonitorPage />);
    expect(await screen.findByText('The server figures could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeInTheDocument();
  });
});
