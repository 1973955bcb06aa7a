import { client } from '@agency/shared/features/request/api/client';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { layoutTextsInEnglish } from '../../../../testing/layout-texts';
import { NoticeBell } from '../notice-bell';

let mock: MockAdapter;
let read: number[];

layoutTextsInEnglish();

beforeEach(() => {
  mock = new MockAdapter(client);
  read = [];
  mock.onGet('/system/notice/listTop').reply(() => [
    200,
    {
      code: 200,
      msg: 'ok',
      unreadCount: read.includes(7) ? 0 : 1,
      data: [
        {
          noticeId: 7,
          noticeTitle: 'Office closed Friday',
          noticeType: '1',
          createBy: 'admin',
          createTime: '2026-11-23 09:00:00',
          isRead: read.includes(7),
        },
        {
          noticeId: 6,
          noticeTitle: 'New parking rules',
          noticeType: '2',
          createBy: 'admin',
          createTime: '2026-11-20 09:00:00',
          isRead: true,
        },
      ],
    },
  ]);
  mock.onGet('/system/notice/published/7').reply(200, {
    code: 200,
    msg: 'ok',
    data: {
      noticeId: 7,
      noticeTitle: 'Office closed Friday',
      noticeType: '1',
      noticeContent: '<p>The office is <strong>closed</strong> on Friday.</p>',
      createBy: 'admin',
      createTime: '2026-11-23 09:00:00',
    },
  });
  mock.onPost('/system/notice/markRead').reply((config) => {
    read.push(Number(config.params?.noticeId));
    return [200, { code: 200, msg: 'ok' }];
  });
});

afterEach(() => mock.restore());

it('shows the unread count; opening a notice shows it and marks it read', async () => {
  renderWithStore(<NoticeBell />, { permissions: [] });
  const bell = await screen.findByRole('button', { name: 'Unread notices: 1' });
  fireEvent.click(bell);
  const items = await screen.findAllByTestId('notice-bell-item');
  expect(items).toHaveLength(2);
  fireEvent.click(within(items[0] as HTMLElement).getByText('Office closed Friday'));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('closed')).toBeInTheDocument();
  await waitFor(() => expect(read).toEqual([7]));
  expect(await screen.findByRole('button', { name: 'Unread notices: 0' })).toBeInTheDocument();
});

it('shows nothing when the notices cannot be read', async () => {
  mock.onGet('/system/notice/listTop').reply(500);
  renderWithStore(<NoticeBell />, { permissions: [] });
  await waitFor(() => expect(mock.history.get.length).toBeGreaterThan(0));
  expect(screen.queryByTestId('notice-bell')).toBeNull();
});
