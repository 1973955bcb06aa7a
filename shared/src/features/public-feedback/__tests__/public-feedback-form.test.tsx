import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setUpMockFetch } from '../../../testing/mock-fetch';
import { changeLanguage } from '../../i18n/i18n';
import { PublicFeedbackForm } from '../components/public-feedback-form';

configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const server = setUpMockFetch();

beforeEach(async () => {
  await changeLanguage('en');
});

it('checks the fields, keeps what was typed when the server refuses, and sends without a token', async () => {
  let posts = 0;
  server.on('POST', '/public/feedback', (call) => {
    posts += 1;
    if (posts === 1)
      return { code: 500, msg: 'Bad contact', fieldErrors: [{ field: 'contact', message: 'Too odd' }] };
    expect(call.headers.Authorization).toBeUndefined();
    expect(call.body).toEqual({
      subjectType: 'car',
      subjectId: 9,
      visitorName: 'Anna',
      contact: '+856 20 5555 1234',
      content: 'Free next week?',
    });
    return { code: 200, msg: 'Thank you, the agency will contact you soon' };
  });
  render(<PublicFeedbackForm subjectType="car" subjectId={9} />);
  const section = await screen.findByTestId('public-feedback');
  fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
  expect(await within(section).findByText('Please enter your name')).toBeInTheDocument();
  expect(within(section).getByText('Please say how the agency can reach you')).toBeInTheDocument();
  expect(within(section).getByText('Please write a message')).toBeInTheDocument();
  expect(within(section).getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);

  fireEvent.change(within(section).getByPlaceholderText('e.g. Anna'), { target: { value: ' Anna ' } });
  // Typing clears that field's message, not the others'.
  expect(within(section).queryByText('Please enter your name')).toBeNull();
  expect(within(section).getByText('Please write a message')).toBeInTheDocument();
  fireEvent.change(within(section).getByPlaceholderText('e.g. +856 20 5555 1234'), {
    target: { value: '+856 20 5555 1234' },
  });
  fireEvent.change(within(section).getByPlaceholderText(/Your question/), {
    target: { value: 'Free next week?' },
  });
  fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
  // The server's word: its message above the button, its field message under the field;
  // nothing typed is lost.
  expect(await within(section).findByText('Too odd')).toBeInTheDocument();
  expect(within(section).getByText('Bad contact')).toHaveAttribute('role', 'alert');
  expect(within(section).getByPlaceholderText(/Your question/)).toHaveValue('Free next week?');

  fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(posts).toBe(2));
  expect(await within(section).findByRole('status')).toHaveTextContent('the agency will contact you soon');
  expect(within(section).getByPlaceholderText(/Your question/)).toHaveValue('');
  expect(within(section).queryByText('Bad contact')).toBeNull();
});

it('says what went wrong when the server cannot be reached, keeping the message', async () => {
  render(<PublicFeedbackForm subjectType="house" subjectId={3} />);
  const section = await screen.findByTestId('public-feedback');
  fireEvent.change(within(section).getByPlaceholderText('e.g. Anna'), { target: { value: 'Anna' } });
  fireEvent.change(within(section).getByPlaceholderText('e.g. +856 20 5555 1234'), {
    target: { value: '020 5555 1234' },
  });
  fireEvent.change(within(section).getByPlaceholderText(/Your question/), { target: { value: 'Hello' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
  const alert = await within(section).findByText(/network|connect/i);
  expect(alert).toBeInTheDocument();
  expect(within(section).getByPlaceholderText(/Your question/)).toHaveValue('Hello');
});
