import { dictAnswer, type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import FeedbackListPage from '../pages/feedback-list-page';
import '../../../page-registry';

const feedback = {
  feedbackId: 7,
  subjectType: 'house',
  roomId: 12,
  carId: null,
  subjectName: 'Riverside villa (H-0012)',
  visitorName: 'Anna',
  contact: '+856 20 5555 1234',
  content: 'Is the villa free from March?',
  status: '0',
  reply: null,
  handledBy: null,
  handleTime: null,
  createTime: '2026-11-25 09:00:00',
  remark: null,
};

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, {
    sys_feedback_status: [
      ['0', 'New', 'warning'],
      ['1', 'Handled', 'success'],
    ],
    sys_feedback_subject: [
      ['house', 'House', 'primary'],
      ['car', 'Car', 'success'],
    ],
  });
  if (dict) return dict;
  if (call.url.startsWith('/system/user/columnSettings/')) return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/feedback/list') return { code: 200, msg: 'ok', rows: [feedback], total: 1 };
  if (call.url === '/system/feedback/7') return { code: 200, msg: 'ok', data: feedback };
  if (call.url === '/system/feedback' && call.method === 'PUT') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

// Forms validate and answer slower on a loaded CI machine than the default second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

describe('feedback', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists a visitor message linked to its public page, offers no add, and handles it with a reply', async () => {
    const { api, notifier } = await renderPageWithApi(<FeedbackListPage />, responder, [
      'system:feedback:list',
      'system:feedback:add',
      'system:feedback:edit',
    ]);
    const row = (await screen.findByText('Is the villa free from March?')).closest('tr') as HTMLElement;
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Riverside villa (H-0012)' })).toHaveAttribute(
      'href',
      '/house/detail/12',
    );
    // Visitors write feedback; staff have no add button even with the permission.
    expect(screen.queryByRole('button', { name: /^plus Add$/i })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Handle the feedback')).toBeInTheDocument();
    // The visitor's words are shown, not editable.
    expect(await within(dialog).findByDisplayValue('Is the villa free from March?')).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Handled' }));
    fireEvent.change(within(dialog).getByPlaceholderText(/What you answered or did/), {
      target: { value: ' Called back, viewing on Monday ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Feedback saved'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: '/system/feedback',
        data: { feedbackId: 7, status: '1', reply: 'Called back, viewing on Monday', remark: null },
      }),
    );
  });
});
