import {
  type RecordedCall,
  renderPageDeclining,
  renderPageWithApi,
  setNarrowScreen,
  waitForCall,
} from '@agency/shared/testing/render-page';
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
    source: 'build',
    sizeBytes: 0,
    checks: { errors: [], warnings: [] },
    createBy: 'scan',
    createTime: '2025-01-01 00:00:00',
    updateBy: '',
    updateTime: null,
  },
  {
    moduleId: 2,
    name: 'remote_house',
    version: '1.1.0',
    entry: '/remotes/remote_house/1.1.0/remoteEntry.js',
    prefixes: ['house'],
    active: true,
    source: 'published',
    sizeBytes: 2_400_000,
    checks: { errors: [], warnings: ['no menu uses these pages: house/nowhere/index'] },
    createBy: 'deploy token (remote_house)',
    createTime: '2025-02-01 00:00:00',
    updateBy: '',
    updateTime: null,
  },
  {
    moduleId: 3,
    name: 'remote_system',
    version: '1.0.0',
    entry: '/remotes/remote_system/1.0.0/remoteEntry.js',
    prefixes: ['system', 'monitor', 'tool'],
    active: true,
    source: 'build',
    sizeBytes: 0,
    checks: { errors: [], warnings: [] },
    createBy: 'scan',
    createTime: '2025-01-01 00:00:00',
    updateBy: '',
    updateTime: null,
  },
];

// Role queries skip the costly visibility check (antd renders large trees).
configure({ defaultHidden: true });

function responder(call: RecordedCall): unknown {
  if (call.url === '/system/module/list') return { code: 200, msg: 'ok', rows, total: rows.length };
  // No saved column choice: the screen's default columns.
  if (call.url === '/system/user/columnSettings/system.module') return { code: 200, msg: 'ok', data: null };
  if (call.url.startsWith('/system/module/activate/')) return { code: 200, msg: 'ok' };
  if (call.url.startsWith('/system/module/rollback/')) return { code: 200, msg: 'ok' };
  if (call.url === '/system/module/token/list')
    return {
      code: 200,
      msg: 'ok',
      total: 1,
      rows: [
        {
          tokenId: 4,
          moduleName: 'remote_house',
          label: 'houses pipeline',
          createBy: 'admin',
          createTime: '2025-02-01 00:00:00',
          updateBy: '',
          updateTime: null,
          lastUsedTime: null,
          revoked: false,
          revokedBy: null,
          revokedTime: null,
        },
      ],
    };
  if (call.url === '/system/module/token' && call.method === 'POST')
    return { code: 200, msg: 'ok', data: { tokenId: 5, token: 'mdt_secret-shown-once' } };
  if (call.url === '/system/module/token/4') return { code: 200, msg: 'ok' };
  if (call.url === '/system/module/events')
    return {
      code: 200,
      msg: 'ok',
      total: 1,
      rows: [
        {
          eventId: 9,
          moduleName: 'remote_house',
          version: '7.0.0',
          action: 'refuse',
          fromVersion: null,
          messages: ['the build does not expose ./pages'],
          operator: 'deploy token (remote_house)',
          time: '2025-02-02 00:00:00',
        },
      ],
    };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

describe('module registry', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists every version with the active one marked, newest first', async () => {
    await renderPageWithApi(<ModuleListPage />, responder);
    await screen.findByText('/remotes/remote_house/1.1.0/remoteEntry.js');
    const versions = within(document.querySelector('.system-module-page') as HTMLElement)
      .getAllByRole('row', { hidden: false })
      .slice(1)
      .map((row) => /\/(\d+\.\d+\.\d+)\/remoteEntry/.exec(row.textContent ?? '')?.[1]);
    expect(versions).toEqual(['1.1.0', '1.0.0', '1.0.0']);
    // one name cell for both versions of remote_house
    const registry = within(document.querySelector('.system-module-page') as HTMLElement);
    expect(registry.getByRole('cell', { name: 'remote_house' })).toHaveAttribute('rowspan', '2');
    expect(registry.getByRole('cell', { name: 'remote_system' })).not.toHaveAttribute('rowspan');
    expect(screen.getByText('Modules')).toBeInTheDocument();
    expect(screen.getAllByText('Active')).toHaveLength(2);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    // only the inactive version can be activated; the active one of a module with
    // another version rolls back
    expect(screen.getAllByRole('button', { name: 'Activate' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Roll back' })).toHaveLength(1);
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('2.3 MB')).toBeInTheDocument();
    expect(screen.getByText('1 warnings')).toBeInTheDocument();
    // the history, with the reasons of a refusal
    expect(await screen.findByText('the build does not expose ./pages')).toBeInTheDocument();
    expect(screen.getByText('Refused')).toBeInTheDocument();
  });

  it('shows one card per version on a phone, with its action', async () => {
    setNarrowScreen(true);
    try {
      await renderPageWithApi(<ModuleListPage />, responder);
      const registry = document.querySelector('.system-module-page') as HTMLElement;
      await waitFor(() => expect(registry.querySelectorAll('.resource-cards .ant-card')).toHaveLength(3));
      expect(registry.querySelector('.ant-table')).toBeNull();
      expect(within(registry).getAllByRole('button', { name: 'Activate' })).toHaveLength(1);
      expect(within(registry).getAllByRole('button', { name: 'Roll back' })).toHaveLength(1);
    } finally {
      setNarrowScreen(false);
    }
  });

  it('rolls the active version back after confirmation', async () => {
    const { api, notifier } = await renderPageWithApi(<ModuleListPage />, responder);
    const row = (await screen.findByText('/remotes/remote_house/1.1.0/remoteEntry.js')).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Roll back' }));
    await waitForCall(api, { method: 'PUT', url: '/system/module/rollback/remote_house' });
    await waitFor(() => expect(notifier.success).toHaveBeenCalled());
  });

  it('creates a deploy token and shows it once; revokes a token after confirmation', async () => {
    const { api } = await renderPageWithApi(<ModuleListPage />, responder);
    expect(await screen.findByText('houses pipeline')).toBeInTheDocument();
    expect(screen.queryByText(/mdt_/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'New deploy token' }));
    const dialog = await screen.findByRole('dialog', { hidden: false });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { hidden: false }));
    fireEvent.click(await screen.findByTitle('remote_system'));
    fireEvent.change(within(dialog).getByPlaceholderText('e.g. pipeline of the houses team'), {
      target: { value: 'system team' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'New deploy token', hidden: false }));
    expect(await within(dialog).findByTestId('deploy-token')).toHaveTextContent('mdt_secret-shown-once');
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/module/token',
        data: expect.objectContaining({ moduleName: 'remote_system', label: 'system team' }),
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitForCall(api, { method: 'DELETE', url: '/system/module/token/4' });
  });

  it('activates an older version after confirmation (a rollback)', async () => {
    const { api, notifier } = await renderPageWithApi(<ModuleListPage />, responder);
    const row = (await screen.findByText('/remotes/remote_house/1.0.0/remoteEntry.js')).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Activate' }));
    await waitForCall(api, { method: 'PUT', url: '/system/module/activate/1' });
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
    const { api, notifier } = await renderPageDeclining(<ModuleListPage />, responder);
    const row = (await screen.findByText('/remotes/remote_house/1.0.0/remoteEntry.js')).closest(
      'tr',
    ) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(notifier.confirm).toHaveBeenCalled());
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers no activation without system:module:edit', async () => {
    await renderPageWithApi(<ModuleListPage />, responder, ['system:module:list']);
    await screen.findByText('/remotes/remote_house/1.0.0/remoteEntry.js');
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Roll back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New deploy token' })).not.toBeInTheDocument();
  });

  it('compares versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.2')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.0', '1.0.1')).toBeLessThan(0);
  });
});
