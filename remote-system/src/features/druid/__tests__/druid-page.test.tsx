import { type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import DruidPage from '../pages/druid-page';
import '../../../page-registry';

const statement = (sql: string, count: number, maxMs: number) => ({
  sql,
  count,
  errors: 0,
  totalMs: count * 2,
  avgMs: 2,
  maxMs,
  lastMs: 1,
  lastAt: '2026-11-25T10:00:00.000Z',
});

function responder(call: RecordedCall): unknown {
  if (call.url === '/monitor/druid') {
    const order = (call.params as { orderBy: string }).orderBy;
    const statements =
      order === 'count'
        ? [statement('select "user_id" from "sys_session" where "token_hash" = $1', 900, 3)]
        : [statement('select * from "house_room" where "id" = $1 order by "id"', 12, 480)];
    return {
      code: 200,
      msg: 'ok',
      data: {
        kind: 'postgres',
        pool: { max: 10, total: 4, idle: 3, waiting: 0 },
        summary: {
          since: '2026-11-25T08:00:00.000Z',
          statements: 42,
          count: 1234,
          errors: 1,
          slow: 2,
          slowMs: 500,
          totalMs: 2468,
          avgMs: 2,
        },
        statements,
      },
    };
  }
  if (call.url === '/monitor/druid/reset') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('data-source monitor', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the pool and the statements, reorders them and resets', async () => {
    const { api, notifier } = await renderPageWithApi(<DruidPage />, responder, ['monitor:druid:list']);
    expect(await screen.findByText('4 (3 idle)')).toBeInTheDocument();
    expect(screen.getByText('Slower than 500 ms')).toBeInTheDocument();
    expect(screen.getByText(/from "house_room"/)).toBeInTheDocument();

    fireEvent.click(screen.getByText('Most run'));
    expect(await screen.findByText(/from "sys_session"/)).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ url: '/monitor/druid', params: { orderBy: 'count', limit: 50 } }),
    );

    fireEvent.click(screen.getByRole('button', { name: /Reset statistics/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('The statistics start again'), {
      timeout: 5000,
    });
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/monitor/druid/reset' }),
    );
  });
});
