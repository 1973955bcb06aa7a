import { expect, test } from '@playwright/test';
import { ADMIN, callOk, signedInApi, signInContext } from '../support/api';
import { buttonWithText, pageArea, tableRows, toast } from '../support/app';
import { common, dictLabel, house } from '../support/locales';
import { mailsTo } from '../support/outbox';

const texts = house.en.leaseExpires;

/** `YYYY-MM-DD`, `days` from today (local calendar, as the server counts). */
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('a lease reminder due soon: added in the dialog, the daily job mails it and marks it reminded, the navbar counts it', async ({
  page,
  context,
}) => {
  const tenant = `Tenant ${Date.now().toString().slice(-6)}`;
  await signInContext(context, ADMIN);
  await page.goto('/house/leaseExpires');
  const area = pageArea(page);

  // Add: the end must come after the start; without a house the reminder goes to its author.
  await buttonWithText(area, common.en.actions.add).click();
  const dialog = page.getByRole('dialog').filter({ hasText: texts.dialog.addTitle });
  await dialog.getByLabel(texts.fields.tenantName, { exact: true }).fill(tenant);
  for (const [label, date] of [
    [texts.fields.startDate, day(10)],
    [texts.fields.endDate, day(5)],
  ] as const) {
    await dialog.getByLabel(label, { exact: true }).fill(date);
    await dialog.getByLabel(label, { exact: true }).press('Enter');
  }
  await buttonWithText(dialog, common.en.actions.save).click();
  await expect(dialog.getByText(texts.rules.endAfterStart)).toBeVisible();
  await dialog.getByLabel(texts.fields.startDate, { exact: true }).fill(day(-360));
  await dialog.getByLabel(texts.fields.startDate, { exact: true }).press('Enter');
  await buttonWithText(dialog, common.en.actions.save).click();
  await expect(toast(page, texts.messages.addSuccess)).toBeVisible();

  // One month of lead, five days left: due, and in the strip of what ends next.
  const row = tableRows(area).filter({ hasText: tenant });
  await expect(row).toContainText(dictLabel('lease_reminder_status', 'due', 'en'));
  await expect(page.getByTestId('upcoming-expiries')).toContainText(tenant);

  // The daily job, run once through the job API as the job screen would.
  const { api } = await signedInApi(ADMIN);
  const jobs = (await callOk(api, 'get', '/monitor/job/list')).rows as {
    jobId: number;
    invokeTarget: string;
  }[];
  const job = jobs.find((candidate) => candidate.invokeTarget === 'houseLeaseExpires.remindDue');
  expect(job, 'the seeded reminder job').toBeTruthy();
  const run = await callOk(api, 'put', '/monitor/job/run', { jobId: job?.jobId });
  expect(run.msg).toMatch(/[1-9]\d* reminders sent/);
  await api.dispose();

  const mails = await mailsTo('admin@agency.la');
  expect(mails.some((mail) => mail.includes(tenant))).toBe(true);

  await page.reload();
  await expect(row).toContainText(dictLabel('lease_reminder_status', 'reminded', 'en'));
  const badge = page.getByTestId('lease-reminder-badge');
  await expect(badge.locator('.ant-badge-count')).toBeVisible();

  // The view dialog shows the reminder as stored.
  await buttonWithText(row, common.en.actions.view).click();
  const view = page.getByRole('dialog').filter({ hasText: texts.dialog.viewTitle });
  await expect(view).toContainText(tenant);
  await expect(view).toContainText(day(5));
});
