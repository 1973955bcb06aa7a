import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { MockServer } from './mock-server';

/**
 * The kit's delete from a row, as every list screen offers it: the confirm dialog asks
 * `question` and, answered no, nothing is deleted; the second time it deletes and says so.
 */
export async function deleteRowAfterOneRefusal(
  server: MockServer,
  user: UserEvent,
  rowText: string,
  question: string,
): Promise<void> {
  server.notifier.confirm.mockResolvedValueOnce(false);
  const row = (await screen.findByText(rowText)).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /Delete/ }));
  await waitFor(() =>
    expect(server.notifier.confirm).toHaveBeenCalledWith(expect.objectContaining({ content: question })),
  );
  expect(server.mock.history.delete).toHaveLength(0);

  await user.click(within(row).getByRole('button', { name: /Delete/ }));
  await waitFor(() => expect(server.mock.history.delete).toHaveLength(1));
  await waitFor(() => expect(server.notifier.success).toHaveBeenCalledWith('Deleted'));
}

/** The kit's delete of the checked rows: one call for all of them, after the dialog asked `question`. */
export async function deleteCheckedRows(
  server: MockServer,
  user: UserEvent,
  rowTexts: readonly string[],
  question: string,
): Promise<void> {
  await screen.findByText(rowTexts[0] ?? '');
  for (const text of rowTexts) {
    const row = screen.getByText(text).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
  }
  await user.click(screen.getAllByRole('button', { name: /Delete/ })[0] as HTMLElement);

  await waitFor(() => expect(server.mock.history.delete).toHaveLength(1));
  expect(server.notifier.confirm).toHaveBeenCalledWith(expect.objectContaining({ content: question }));
}
