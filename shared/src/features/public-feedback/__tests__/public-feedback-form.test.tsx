import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { createMockNotifier } from '../../../testing/mock-notifier';
import { renderWithStore } from '../../../testing/render-with-store';
import { changeLanguage } from '../../i18n/i18n';
import { client, resetDuplicateSubmitGuard } from '../../request/api/client';
import { setNotifier } from '../../request/api/notifier';
import { PublicFeedbackForm } from '../components/public-feedback-form';

configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

let mock: MockAdapter;
let notifier: ReturnType<typeof createMockNotifier>;

beforeEach(async () => {
  await changeLanguage('en');
  mock = new MockAdapter(client);
  notifier = createMockNotifier(true);
  setNotifier(notifier);
});
afterEach(() => {
  mock.restore();
  setNotifier(null);
});

it('checks the fields, keeps what was typed when the server refuses, and sends without a token', async () => {
  let posts = 0;
  mock.onPost('/public/feedback').reply((config) => {
    posts += 1;
    if (posts === 1)
      return [
        200,
        { code: 500, msg: 'Bad contact', fieldErrors: [{ field: 'contact', message: 'Too odd' }] },
      ];
    expect(config.headers?.Authorization).toBeUndefined();
    expect(JSON.parse(String(config.data))).toEqual({
      subjectType: 'car',
      subjectId: 9,
      visitorName: 'Anna',
      contact: '+856 20 5555 1234',
      content: 'Free next week?',
    });
    return [200, { code: 200, msg: 'Thank you, the agency will contact you soon' }];
  });
  renderWithStore(<PublicFeedbackForm subjectType="car" subjectId={9} />);
  const section = await screen.findByTestId('public-feedback');
  fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
  expect(await within(section).findByText('Please enter your name')).toBeInTheDocument();
  expect(within(section).getByText('Please say how the agency can reach you')).toBeInTheDocument();
  expect(within(section).getByText('Please write a message')).toBeInTheDocument();
  expect(posts).toBe(0);

  fireEvent.change(within(section).getByPlaceholderText('e.g. Anna'), { target: { value: ' Anna ' } });
  fireEvent.change(within(section).getByPlaceholderText('e.g. +856 20 5555 1234'), {
    target: { value: '+856 20 5555 1234' },
  });
  fireEvent.change(within(section).getByPlaceholderText(/Your question/), {
    target: { value: 'Free next week?' },
  });
  fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
  // The server's word on a field shows under it; nothing typed is lost.
  expect(await within(section).findByText('Too odd')).toBeInTheDocument();
  expect(within(section).getByPlaceholderText(/Your question/)).toHaveValue('Free next week?');

  // The same body again at once is a double click to the request client: this is a retry.
  resetDuplicateSubmitGuard();
  fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(notifier.success).toHaveBeenCalledWith('Thank you, the agency will contact you soon'),
  );
  expect(within(section).getByRole('status')).toHaveTextContent('the agency will contact you soon');
  expect(within(section).getByPlaceholderText(/Your question/)).toHaveValue('');
});
