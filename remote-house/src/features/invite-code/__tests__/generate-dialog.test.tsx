import { setUpEnglishTexts } from '@agency/shared/testing/english-texts';
import { replyDict, setUpMockServer } from '@agency/shared/testing/mock-server';
import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { registerHouseLocales } from '../../../i18n/house-locales';
import { GenerateDialog } from '../components/generate-dialog';
import { registerLink } from '../utils/register-link';

configure({ defaultHidden: true });

const server = setUpMockServer();

setUpEnglishTexts(registerHouseLocales);

beforeEach(() => {
  replyDict(server.mock, 'invite_code_type', [
    ['property', 'property'],
    ['vehicle', 'vehicle'],
    ['both', 'both'],
  ]);
});

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

it('checks the count (1-100), generates property codes by default and shows the new codes', async () => {
  const user = setup();
  server.mock.onPost('/system/inviteCode/generate').reply(200, {
    code: 200,
    msg: '2 invitation codes generated',
    data: ['ABCDEFGH23', 'KMNPQRST45'],
  });
  renderWithStore(<GenerateDialog onClose={jest.fn()} />, { permissions: ['*:*:*'] });
  const dialog = await screen.findByRole('dialog');
  const count = within(dialog).getByLabelText('Number of codes');
  await user.clear(count);
  await user.type(count, '101');
  await user.click(within(dialog).getByRole('button', { name: /Generate codes/ }));
  expect(await within(dialog).findByText('Enter a whole number from 1 to 100')).toBeInTheDocument();
  await user.clear(count);
  await user.click(within(dialog).getByRole('button', { name: /Generate codes/ }));
  expect(await within(dialog).findByText('Please enter the number of codes')).toBeInTheDocument();
  expect(server.mock.history.post).toHaveLength(0);

  await user.type(count, '2');
  await user.click(within(dialog).getByRole('button', { name: /Generate codes/ }));
  await waitFor(() => expect(server.mock.history.post).toHaveLength(1));
  expect(JSON.parse(server.mock.history.post?.[0]?.data as string)).toEqual({
    count: 2,
    codeType: 'property',
    expireTime: null,
  });
  const list = await screen.findByTestId('generated-codes');
  expect(list).toHaveTextContent('ABCDEFGH23');
  expect(list).toHaveTextContent('KMNPQRST45');
  expect(server.notifier.success).toHaveBeenCalledWith('2 invitation codes generated');
});

it('builds the registration link the register page reads', () => {
  expect(registerLink('ABCDEFGH23', 'https://agency.la')).toBe('https://agency.la/register?code=ABCDEFGH23');
});
