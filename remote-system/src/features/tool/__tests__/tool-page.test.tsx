import { mockApi, type RecordedCall, renderPage } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import ToolPage from '../pages/tool-page';
import '../../../page-registry';

function responder(call: RecordedCall): unknown {
  if (call.url === '/docs/json')
    return {
      openapi: '3.0.3',
      paths: {
        '/web-api/system/link/list': { get: { tags: ['system: links'], summary: 'List links' } },
        '/web-api/monitor/job/run': { put: { tags: ['monitor: jobs'], summary: 'Run a job once now' } },
      },
    };
  if (call.url === '/system/tool/dictLookup')
    return {
      code: 200,
      msg: 'ok',
      data: [
        {
          dictType: 'sys_job_status',
          dictName: '任务状态',
          dictNameEn: 'Job status',
          dictNameLo: 'ສະຖານະວຽກ',
          dictValue: '1',
          dictLabel: '暂停',
          dictLabelEn: 'Paused',
          dictLabelLo: 'ຢຸດຊົ່ວຄາວ',
          status: '0',
        },
      ],
    };
  if (call.url === '/system/tool/permLookup')
    return {
      code: 200,
      msg: 'ok',
      data: {
        routes: [
          { method: 'PUT', url: '/monitor/job/run', permission: 'monitor:job:changeStatus', summary: 'Run' },
        ],
        menus: [
          {
            menuId: 9,
            menuName: '任务状态修改',
            menuNameEn: 'Change status',
            menuNameLo: 'ປ່ຽນສະຖານະ',
            menuType: 'F',
            perms: 'monitor:job:changeStatus',
            roles: [{ roleId: 2, roleName: 'Operators', roleKey: 'ops' }],
          },
        ],
      },
    };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('tools', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the API operations and filters them by a word', async () => {
    mockApi(responder);
    await renderPage(<ToolPage />, ['system:tool:list']);
    expect(await screen.findByText('/monitor/job/run')).toBeInTheDocument();
    expect(screen.getByText('2 operations')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Path, group or summary'), { target: { value: 'links' } });
    expect(await screen.findByText('1 operations')).toBeInTheDocument();
    expect(screen.queryByText('/monitor/job/run')).toBeNull();
  });

  it('looks up a dictionary word and a permission', async () => {
    const api = mockApi(responder);
    await renderPage(<ToolPage />, ['system:tool:list']);
    fireEvent.click(await screen.findByRole('tab', { name: 'Dictionary lookup' }));
    const dictSearch = await screen.findByPlaceholderText('A value, a label in any language, or a type');
    fireEvent.change(dictSearch, { target: { value: 'ຢຸດ' } });
    fireEvent.keyDown(dictSearch, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const row = (await screen.findByText('Paused')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Job status' })).toHaveAttribute(
      'href',
      '/system/dict?dictType=sys_job_status',
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({ url: '/system/tool/dictLookup', params: { keyword: 'ຢຸດ' } }),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Permission lookup' }));
    const permSearch = await screen.findByPlaceholderText('A permission, e.g. house:room:edit');
    fireEvent.change(permSearch, { target: { value: "x' or 1=1" } });
    fireEvent.keyDown(permSearch, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Letters, digits and _ : * @ . - only')).toBeInTheDocument();
    // The field is drawn anew with its error state: find it again.
    const fixedSearch = screen.getByPlaceholderText('A permission, e.g. house:room:edit');
    fireEvent.change(fixedSearch, { target: { value: 'monitor:job:changeStatus' } });
    fireEvent.click(
      within(fixedSearch.closest('.ant-input-search') as HTMLElement).getByRole('button', { name: 'search' }),
    );
    expect(await screen.findByText('Change status')).toBeInTheDocument();
    expect(screen.getByText('Operators')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === '/system/tool/permLookup')).toHaveLength(1);
  });
});
