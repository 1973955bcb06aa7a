import {
  dictAnswer,
  mockApi,
  type RecordedCall,
  renderPage,
  renderPageWithApi,
  waitForCall,
} from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import WorkPage from '../pages/work-page';
import '../../../page-registry';

const today = dayjs().format('YYYY-MM-DD');
const viewing = {
  workId: 9,
  workType: '1',
  startTime: `${today} 14:30:00`,
  endTime: `${today} 15:00:00`,
  staffId: 2,
  staffName: 'Noy (staff)',
  customerId: 3,
  customerName: 'Ms Dara',
  roomId: 12,
  houseName: 'Lake view (H-0012)',
  carId: null,
  carName: null,
  location: 'Ban Sithan',
  result: '1',
  notes: 'Wants a garden',
  createTime: `${today} 09:00:00`,
  remark: null,
};

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, {
    sys_work_type: [['1', 'Viewing appointment', 'primary']],
    sys_work_result: [
      ['0', 'Planned', 'default'],
      ['1', 'Interested', 'primary'],
    ],
  });
  if (dict) return dict;
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/work/list') return { code: 200, msg: 'ok', rows: [viewing], total: 1 };
  if (call.url === '/system/work/linkOptions') return { code: 200, msg: 'ok', data: [] };
  if (call.url === '/system/work/staffSummary')
    return {
      code: 200,
      msg: 'ok',
      data: [
        {
          staffId: 2,
          staffName: 'Noy (staff)',
          total: 4,
          planned: 1,
          interested: 2,
          closed: 1,
          lastTime: viewing.startTime,
        },
      ],
    };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('work records', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists records with their customer and house, and shows the month on a calendar', async () => {
    const { api } = await renderPageWithApi(<WorkPage />, responder, ['system:work:list']);
    const row = (await screen.findByText('Ms Dara')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Lake view (H-0012)')).toBeInTheDocument();
    expect(within(row).getByText('Interested')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Calendar' }));
    const entry = await screen.findByTestId('work-calendar-entry');
    expect(entry).toHaveTextContent('14:30–15:00');
    expect(entry).toHaveTextContent('Noy (staff) · Ms Dara · Lake view (H-0012) · Ban Sithan');
    const monthCall = api.calls.find(
      (call) => (call.params as Record<string, unknown> | undefined)?.pageSize === 1000,
    );
    expect(monthCall?.params).toMatchObject({
      'params[beginTime]': dayjs().startOf('month').subtract(7, 'day').format('YYYY-MM-DD'),
      'params[endTime]': dayjs().endOf('month').add(7, 'day').format('YYYY-MM-DD'),
    });
  });

  it('sums up per staff member and opens one member’s records in the list', async () => {
    const api = mockApi(responder);
    await renderPage(<WorkPage />, ['system:work:list']);
    await screen.findByText('Ms Dara');
    fireEvent.click(screen.getByRole('tab', { name: 'By staff' }));
    const name = await screen.findByText('Noy (staff)', { selector: 'a' });
    const row = name.closest('tr') as HTMLElement;
    expect(within(row).getByText('4')).toBeInTheDocument();
    fireEvent.click(name);
    await waitForCall(api, {
      url: '/system/work/list',
      params: expect.objectContaining({ staffId: '2' }),
    });
    expect(screen.getByRole('tab', { name: 'List', selected: true })).toBeInTheDocument();
  });
});
