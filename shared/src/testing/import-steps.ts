import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type MockAdapter from 'axios-mock-adapter';
import type { ImportError, ImportReport } from '../features/resource/types/import-report';

/**
 * `POST <url>` (a list's `importData`) answers the report of a sheet of `total` rows in which
 * `errors` failed; the others were added. `committed` false: the server wrote none of them.
 */
export function replyImportReport(
  mock: MockAdapter,
  url: string,
  {
    msg = 'ok',
    total,
    errors,
    committed,
  }: { msg?: string; total: number; errors: ImportError[]; committed: boolean },
): void {
  const failed = errors.length;
  const report: ImportReport = {
    total,
    inserted: committed ? total - failed : 0,
    updated: 0,
    failed,
    committed,
    errors,
  };
  mock.onPost(url).reply(200, { code: 200, msg, data: report });
}

/** Opens the list's import dialog, drops an .xlsx named `fileName` and presses Import; answers the dialog. */
export async function importSheet(user: UserEvent, fileName: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: /Import/ }));
  const dialog = (await screen.findByText('Import from Excel')).closest('[role="dialog"]') as HTMLElement;
  const sheet = new File(['xlsx'], fileName, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, sheet);
  await user.click(within(dialog).getByRole('button', { name: /^Import$/ }));
  return dialog;
}
