import { mockApi, mockNotifier, type RecordedCall, renderPage } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ModuleListPage from '../pages/module-list-page';
import type { ModuleVersion } from '../types/module';
import { compareVersions } from '../utils/compare-versions';
import '../../../page-registry';

const rows: ModuleVersion[] = [
  {
    moduleId: 1,
    name: 'remote_house',
    version: '1.0.0',
    entry: '/remotes/remote_house/1.0.0/remoteEntry.js',
    prefixes: ['house'],
    active: false,
    createTime: '2025-01-01 00:00:00',
  },
  {
    moduleId: 2,
    name: 'remote_house',
    version: '1.1.0',
    entry: '/remotes/remote_house/1.1.0/remoteEntry.js',
    prefixes: ['house'],
    active: true,
    createTime: '2025-02-01 00:00:00',
  },
  {
    moduleId: 3,
    name: 'remote_system',
    version: '1.0.0',
    entry: '/remotes/remote_system/1.0.0/remoteEntry.js',
    prefixes: ['system', 'monitor', 'tool'],
    active: true,
    createTime: '2025-01-01 00:00:00',
  },
];

// Role queries skip the costly visibility check (antd renders large trees).
configure({ defaultHidden: true });

function responder(call: RecordedCall): unknown {
  if (call.url === '/system/module/list') return { code: 200, msg: 'ok', rows, total: rows.length };
  // No saved column choice: the screen's default columns.
  if (call.url === '/system/user/columnSettings/system.module') return { code: 200, msg: 'ok', data: null };
  if (call.url.startsWith('/system/module/activate/')) return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

describe('module registry', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists every version with the active one marked, newest first', async () => {
    mockApi(responder);
    mockNotifier();
    await renderPage(<ModuleListPage />);
    await screen.findByText('/remotes/remote_house/1.1.0/remoteEntry.js');
    const versions = screen
      .getAllByRole('row', { hidden: false })
      .slice(1)
      .map((row) => /\/(\d+\.\d+\.\d+)\/remoteEntry/.exec(row.textContent ?? '')?.[1]);
    expect(versions).toEqual(['1.1.0', '1.0.0', '1.0.0']);
    // one name cell for both versions of remote_house
    expect(screen.getByRole('cell', { name: 'remote_house' })).toHaveAttribute('rowspan', '2');
    expect(screen.getByRole('cell', { name: 'remote_system' })).not.toHaveAttribute('rowspan');
    expect(screen.getByText('Modules')).toBeInTheDocument();
    expect(screen.getAllByText('Active')).toHaveLength(2);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    // only the inactive version can be activated
    expect(screen.getAllByRole('button', { name: 'Activate' })).toHaveLength(1);
  });

  it('activates an older version after confirmation (a rollback)', async () => {
    const api = mockApi(responder);
    const notifier = mockNotifier(true);
    await renderPage(<ModuleListPage />);
    const row = (await screen.findByText('/remotes/remote_house/1.0.0/remoteEntry.js')).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', url: '/system/module/activate/1' }),
      ),
    );
    expect(notifier.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('"remote_house" to version 1.0.0') }),
    );
    await waitFor(() =>
      expect(notifier.success).toHaveBeenCalledWith(
        'The version is now active; users get it the next time they load the application',
      ),
    );
  });

  it('activates nothing when the confirmation is cancelled', async () => {
    const api = mockApi(responder);
    const notifier = mockNotifier(false);
    await renderPage(<ModuleListPage />);
    const row = (await screen.findByText('/remotes/remote_house/1.0.0/remoteEntry.js')).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(notifier.confirm).toHaveBeenCalled());
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers no activation without system:module:edit', async () => {
    mockApi(responder);
    mockNotifier();
    await renderPage(<ModuleListPage />, ['system:module:list']);
    await screen.findByText('/remotes/remote_house/1.0.0/remoteEntry.js');
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it('compares versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.0', '1.0.1')).toBeLessThan(0);
  });
});
