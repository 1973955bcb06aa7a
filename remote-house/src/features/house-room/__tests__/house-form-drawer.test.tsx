import { renderWithStore } from '@agency/shared/testing/render-with-store';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { HouseFormDrawer } from '../components/house-form-drawer';
import { ALL, house, setUpHouseTests } from './house-fixtures';
import '../../../page-registry';

// The whole house form in jsdom: on a busy 2-core machine one flow took over the remote's
// 90 s (a CI run of 2026-11-26, the file 365 s in all).
jest.setTimeout(180_000);

const server = setUpHouseTests();

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const onClose = jest.fn();
// Typing a whole value at once: the drawer is large and jsdom is slow on a busy machine.
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

it('checks the form: required fields, layout 1-9, a price and what it needs, a feature and a photo', async () => {
  const user = setup();
  renderWithStore(<HouseFormDrawer onClose={onClose} />, { permissions: ALL });
  const drawer = await screen.findByRole('dialog');
  enter(within(drawer).getByLabelText('Bedrooms'), '12');
  enter(within(drawer).getByLabelText('Area (m²)'), '0');
  await user.click(within(drawer).getByRole('button', { name: 'Save' }));

  for (const message of [
    'Please choose the house type',
    'The area must be greater than 0',
    'Please enter the location',
    'Please enter the contact',
    'Please choose at least one feature',
    'Please upload at least one photo',
    'Enter a whole number from 1 to 9',
  ]) {
    expect(await within(drawer).findByText(message)).toBeInTheDocument();
  }
  expect(within(drawer).getAllByText('Please enter a rent or a sale price')).toHaveLength(2);

  // A rent needs a currency and a rent period.
  enter(within(drawer).getByLabelText('Rent'), '300');
  await user.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Please choose the currency')).toBeInTheDocument();
  expect(within(drawer).getByText('Please choose the rent period')).toBeInTheDocument();
  // antd keeps a cleared message in the DOM until its leave animation has ended.
  await waitFor(() =>
    expect(within(drawer).queryByText('Please enter a rent or a sale price')).not.toBeInTheDocument(),
  );
  expect(server.mock.history.post).toHaveLength(0);
});

it('saves an incomplete house as a draft (draft: true) without the required fields, typed values still checked', async () => {
  const user = setup();
  server.mock.onPost('/system/houseRoom').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<HouseFormDrawer onClose={onClose} />, { permissions: ALL });
  const drawer = await screen.findByRole('dialog');
  enter(within(drawer).getByLabelText('Location'), '  Dongdok  ');
  enter(within(drawer).getByLabelText('Bathrooms'), '0');
  await user.click(within(drawer).getByRole('button', { name: 'Save as draft' }));
  expect(await within(drawer).findByText('Enter a whole number from 1 to 9')).toBeInTheDocument();
  expect(server.mock.history.post).toHaveLength(0);

  enter(within(drawer).getByLabelText('Bathrooms'), '2');
  await user.click(within(drawer).getByRole('button', { name: 'Save as draft' }));
  await waitFor(() => expect(server.mock.history.post).toHaveLength(1));
  const body = JSON.parse(server.mock.history.post?.[0]?.data as string) as Record<string, unknown>;
  expect(body).toMatchObject({ draft: true, location: 'Dongdok', bathrooms: 2, coverImage: null });
  expect(body.type ?? null).toBeNull();
  expect(body.images ?? null).toBeNull();
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('Saved as draft'));
  expect(onClose).toHaveBeenCalled();
});

it('shows the generated name live, orders the photos with a cover and completes a draft (draft: false)', async () => {
  const user = setup();
  const draft = house(7, { status: 'toBeCompleted', coverImage: '/profile/upload/b.png' });
  server.mock.onGet('/system/houseRoom/7').reply(200, { code: 200, msg: 'ok', data: draft });
  server.mock.onPut('/system/houseRoom').reply(200, { code: 200, msg: 'ok' });
  renderWithStore(<HouseFormDrawer row={draft} onClose={onClose} />, { permissions: ALL });
  const drawer = await screen.findByRole('dialog');
  const name = await within(drawer).findByTestId('house-generated-name');
  await waitFor(() => expect(name).toHaveValue('Villa 187 m²'));
  enter(within(drawer).getByLabelText('Area (m²)'), '220');
  await waitFor(() => expect(name).toHaveValue('Villa 220 m²'));

  // The chosen cover is marked; moving the second photo first keeps it the cover.
  const photos = within(drawer).getAllByTestId('house-image');
  expect(photos.map((photo) => photo.dataset.path)).toEqual([
    '/profile/upload/a.png',
    '/profile/upload/b.png',
  ]);
  expect(within(photos[1] as HTMLElement).getByText('Cover')).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: 'Move earlier 2' }));
  await waitFor(() =>
    expect(
      within(drawer)
        .getAllByTestId('house-image')
        .map((photo) => photo.dataset.path),
    ).toEqual(['/profile/upload/b.png', '/profile/upload/a.png']),
  );
  await user.click(within(drawer).getByRole('button', { name: 'Set as cover 2' }));

  await user.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.mock.history.put).toHaveLength(1));
  expect(JSON.parse(server.mock.history.put?.[0]?.data as string)).toMatchObject({
    id: 7,
    draft: false,
    area: 220,
    images: '/profile/upload/b.png,/profile/upload/a.png',
    coverImage: '/profile/upload/a.png',
    features: 'airConditioning',
  });
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('House saved'));
});

it('offers no draft save when editing a house already submitted', async () => {
  const listed = house(8, { status: 'pendingRent' });
  server.mock.onGet('/system/houseRoom/8').reply(200, { code: 200, msg: 'ok', data: listed });
  renderWithStore(<HouseFormDrawer row={listed} onClose={onClose} />, { permissions: ALL });
  const drawer = await screen.findByRole('dialog');
  await waitFor(() => expect(within(drawer).getByTestId('house-generated-name')).toHaveValue('Villa 187 m²'));
  expect(within(drawer).queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
});
