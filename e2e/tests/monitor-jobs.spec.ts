import { expect, test } from '@playwright/test';
import { ADMIN, callOk, STAFF, signedInApi, signInContext } from '../support/api';
import { buttonWithText, openFromMenu, pageArea, tableRows, toast } from '../support/app';
import { common, system } from '../support/locales';

const jobTexts = system.en.job;
const onlineTexts = system.en.online;
const JOB = 'End expired car leases';

test('an admin runs a job once from the job screen and reads that run in its log', async ({
  page,
  context,
}) => {
  await signInContext(context, ADMIN);
  await page.goto(`/monitor/job?jobName=${encodeURIComponent(JOB)}`);
  const row = tableRows(pageArea(page)).filter({ hasText: JOB });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('carLease.endExpired');

  await buttonWithText(row, jobTexts.run).click();
  const confirm = page.getByRole('dialog').filter({ hasText: jobTexts.runConfirm.replace('{{name}}', JOB) });
  await buttonWithText(confirm, jobTexts.run).click();
  // The server says how the run went, in the user's language.
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: /^Job run: \d+ car leases ended$/ }),
  ).toBeVisible();

  await buttonWithText(row, jobTexts.log.open).click();
  await expect(page).toHaveURL(
    /\/monitor\/job-log\/index\?jobName=End\+expired\+car\+leases&jobGroup=SYSTEM$/,
  );
  // The job list stays alive in its tab: the log is the page of its own.
  const run = tableRows(page.locator('.monitor-job-log-page')).first();
  await expect(run).toContainText(JOB);
  await expect(run).toContainText('car leases ended');
  await buttonWithText(run, jobTexts.log.detail).click();
  await expect(page.getByRole('dialog').filter({ hasText: jobTexts.log.detailTitle })).toContainText(
    'carLease.endExpired',
  );
});

test('a cron the server cannot run is caught in the job form, with the next runs of a good one', async ({
  page,
  context,
}) => {
  await signInContext(context, ADMIN);
  await page.goto('/monitor/job');
  await buttonWithText(pageArea(page), common.en.actions.add).click();
  const dialog = page.getByRole('dialog').filter({ hasText: jobTexts.addTitle });
  const cron = dialog.getByPlaceholder(jobTexts.placeholder.cronExpression);
  await cron.fill('0 0 25 * * ?');
  await expect(dialog.locator('.job-cron-invalid')).toBeVisible();
  await cron.fill('0 30 9 ? * MON-FRI');
  await expect(dialog.locator('.job-cron-next li')).toHaveCount(5);
  await expect(dialog.locator('.job-cron-next li').first()).toContainText('09:30:00');
  // The builder shows the same expression.
  await buttonWithText(dialog, jobTexts.cron.builderButton).click();
  const days = jobTexts.cron.builder.altWeekDays.split(',');
  await expect(dialog.locator('.react-js-cron')).toContainText(`${days[1]}-${days[5]}`);
  await expect(cron).toHaveValue('0 30 9 ? * MON-FRI');
});

test('an admin forces a user out from the online users screen; that browser is asked to log in again', async ({
  page,
  context,
  browser,
}) => {
  const { api } = await signedInApi(ADMIN);
  const sessions = async () =>
    new Set(
      (
        (await callOk(api, 'get', '/monitor/online/list?pageNum=1&pageSize=1000')).rows as {
          tokenId: string;
        }[]
      ).map((row) => row.tokenId),
    );
  const before = await sessions();
  const staffContext = await browser.newContext();
  await signInContext(staffContext, STAFF);
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/index');
  await expect(staffPage.getByTestId('sidebar-menu')).toBeVisible();
  const created = [...(await sessions())].filter((id) => !before.has(id));
  expect(created).toHaveLength(1);
  await api.dispose();

  await signInContext(context, ADMIN);
  await page.goto(`/monitor/online?userName=${STAFF.identifier}`);
  const row = tableRows(pageArea(page)).filter({ hasText: created[0] });
  await expect(row).toHaveCount(1);
  await buttonWithText(row, onlineTexts.forceLogout).click();
  const confirm = page.getByRole('dialog').filter({ hasText: onlineTexts.confirm.title });
  await buttonWithText(confirm, onlineTexts.confirm.ok).click();
  await expect(toast(page, onlineTexts.forceLogoutSuccess)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The next call of the user's browser is refused: it asks to log in again.
  await openFromMenu(staffPage, '/house/village', 'en');
  await expect(
    staffPage.getByRole('dialog').filter({ hasText: common.en.request.sessionExpiredContent }),
  ).toBeVisible();
  await staffContext.close();
});
