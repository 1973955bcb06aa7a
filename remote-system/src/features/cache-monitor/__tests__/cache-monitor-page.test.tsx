import { type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CacheListPage from '../pages/cache-list-page';
import CacheMonitorPage from '../pages/cache-monitor-page';
import '../../../page-registry';

const info = {
  caches: [
    { cacheName: 'login_tokens:', remark: 'Signed-in sessions', count: 2 },
    { cacheName: 'pwd_err_cnt:', remark: 'Failed sign-ins per account (locks)', count: 1 },
  ],
  dbSize: 3,
  process: {
    nodeVersion: 'v22.1.0',
    uptimeSeconds: 93_600,
    rssMb: 120,
    heapUsedMb: 40,
    heapTotalMb: 80,
    authCacheMs: 2000,
  },
};

function responder(call: RecordedCall): unknown {
  if (call.url === '/monitor/cache') return { code: 200, msg: 'ok', data: info };
  if (call.url === '/monitor/cache/getKeys/pwd_err_cnt%3A')
    return { code: 200, msg: 'ok', data: ['pwd_err_cnt:noy'] };
  if (call.url === '/monitor/cache/getValue/pwd_err_cnt%3A/pwd_err_cnt%3Anoy')
    return {
      code: 200,
      msg: 'ok',
      data: {
        cacheName: 'pwd_err_cnt:',
        cacheKey: 'pwd_err_cnt:noy',
        cacheValue: '{\n  "failCount": 5\n}',
        remark: 'locks',
      },
    };
  if (call.url === '/monitor/cache/clearCacheKey/pwd_err_cnt%3Anoy') return { code: 200, msg: 'Cleared' };
  if (call.url === '/monitor/cache/clearCacheAll') return { code: 200, msg: 'Cleared' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('cache monitor', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sums up the process and the stores; a store opens in the cache list', async () => {
    await renderPageWithApi(<CacheMonitorPage />, responder, ['monitor:cache:list']);
    expect(await screen.findByText('1 d 2 h')).toBeInTheDocument();
    expect(screen.getByText('Heap: 40 of 80 MB')).toBeInTheDocument();
    fireEvent.click(screen.getByText('pwd_err_cnt:'));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/monitor/cacheList?cacheName=pwd_err_cnt%3A',
    );
  });

  it('shows the keys of a store, a value, and removes a key', async () => {
    const { api, notifier } = await renderPageWithApi(
      <CacheListPage />,
      responder,
      ['monitor:cache:list'],
      '/page?cacheName=login_tokens%3A',
      '/page',
    );
    expect((await screen.findByText('login_tokens:')).closest('tr')).toHaveClass('ant-table-row-selected');
    fireEvent.click(screen.getByText('pwd_err_cnt:'));
    fireEvent.click(await screen.findByText('noy'));
    expect(await screen.findByText(/"failCount": 5/)).toBeInTheDocument();

    const keyRow = screen.getByText('noy').closest('tr') as HTMLElement;
    fireEvent.click(within(keyRow).getByRole('button', { name: /Remove the key/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Cleared'), { timeout: 5000 });
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/monitor/cache/clearCacheKey/pwd_err_cnt%3Anoy' }),
    );

    fireEvent.click(screen.getByRole('button', { name: /Clear all/ }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(expect.objectContaining({ url: '/monitor/cache/clearCacheAll' })),
    );
    expect(notifier.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('you stay signed in') }),
    );
  });
});
