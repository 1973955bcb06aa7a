import { client } from '@agency/shared/features/request/api/client';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { layoutTextsInEnglish } from '../../../../testing/layout-texts';
import { MessageInbox } from '../message-inbox';

configure({ asyncUtilTimeout: 5000 });

let mock: MockAdapter;
let read: (number | 'all')[];

layoutTextsInEnglish();

beforeEach(() => {
  mock = new MockAdapter(client);
  read = [];
  const isRead = (id: number) => read.includes(id) || read.includes('all');
  mock.onGet('/system/msg/inbox').reply(() => [
    200,
    {
      code: 200,
      msg: 'ok',
      total: 2,
      unreadCount: [3, 2].filter((id) => !isRead(id)).length,
      rows: [
        {
          messageId: 3,
          title: 'Car wash Friday',
          createBy: 'admin',
          createTime: '2026-11-25 09:00:00',
          isRead: isRead(3),
        },
        {
          messageId: 2,
          title: 'Fuel cards',
          createBy: 'noy',
          createTime: '2026-11-24 09:00:00',
          isRead: isRead(2),
        },
      ],
    },
  ]);
  mock.onGet('/system/msg/inbox/3').reply(200, {
    code: 200,
    msg: 'ok',
    data: {
      messageId: 3,
      title: 'Car wash Friday',
      content: 'All cars to the wash at 9.\n<b>Not bold</b>',
      createBy: 'admin',
      createTime: '2026-11-25 09:00:00',
      readTime: null,
    },
  });
  mock.onPost('/system/msg/inbox/read').reply((config) => {
    read.push(config.params?.messageId ? Number(config.params.messageId) : 'all');
    return [200, { code: 200, msg: 'ok' }];
  });
});

afterEach(() => mock.restore());

it('shows the unread count; opening a message shows its text as text and marks it read', async () => {
  renderWithStore(<MessageInbox />, { permissions: [] });
  fireEvent.click(await screen.findByRole('button', { name: 'Unread messages: 2' }));
  const items = await screen.findAllByTestId('message-inbox-item');
  expect(items).toHaveLength(2);
  expect(within(items[0] as HTMLElement).getByText('From admin · 2026-11-25 09:00:00')).toBeInTheDocument();
  fireEvent.click(within(items[0] as HTMLElement).getByText('Car wash Friday'));
  const content = await screen.findByTestId('message-content');
  // Markup in a message is its text: nothing is interpreted.
  expect(content).toHaveTextContent('<b>Not bold</b>');
  expect(content.querySelector('b')).toBeNull();
  await waitFor(() => expect(read).toEqual([3]));
  expect(await screen.findByRole('button', { name: 'Unread messages: 1' })).toBeInTheDocument();
});

it('marks all read', async () => {
  renderWithStore(<MessageInbox />, { permissions: [] });
  fireEvent.click(await screen.findByRole('button', { name: 'Unread messages: 2' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(read).toEqual(['all']));
  expect(await screen.findByRole('button', { name: 'Unread messages: 0' })).toBeInTheDocument();
});

it('shows nothing when the inbox cannot be read', async () => {
  mock.onGet('/system/msg/inbox').reply(500);
  renderWithStore(<MessageInbox />, { permissions: [] });
  await waitFor(() => expect(mock.history.get?.length).toBeGreaterThan(0));
  expect(screen.queryByTestId('message-inbox')).toBeNull();
});
