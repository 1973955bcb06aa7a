import { expect, test } from '@playwright/test';
import { ADMIN, callOk, signedInApi, signInContext } from '../support/api';
import {
  buttonWithText,
  menuEntry,
  openFromMenu,
  pageArea,
  sidebarMenu,
  tableRows,
  toast,
} from '../support/app';
import { buildDocx, DOCX_MIME } from '../support/docx';
import { contractShared, menuTitle, vehicle } from '../support/locales';

const texts = vehicle.en.carContract;
const share = contractShared.en.share;
/** A vehicle-staff account of this test's own: vehicle screens only, no contracts module. */
const DRIVER = { identifier: `vc${Date.now() % 1_000_000}`, password: 'Start#2026' };

test('vehicle staff read a vehicle contract, download it and give the customer a link that works until revoked', async ({
  page,
  context,
  browser,
}) => {
  const { api } = await signedInApi(ADMIN);
  const name = `E2E car contract ${Date.now()}`;
  const uploaded = await api.post('/web-api/pact/templates/upload-and-create', {
    multipart: {
      fileType: '2',
      file: {
        name: `${name}.docx`,
        mimeType: DOCX_MIME,
        buffer: buildDocx(['Vehicle lease ສັນຍາເຊົ່າລົດ 车辆租赁合同', 'Toyota Fortuner, 350,000 LAK a day']),
      },
    },
  });
  const created = (await uploaded.json()) as { code: number; msg: string; data: { contractId: number } };
  expect(created.code, created.msg).toBe(200);
  const roles = (await callOk(api, 'get', '/system/role/list?roleKey=vehicle_staff&pageNum=1&pageSize=10'))
    .rows as { roleId: number }[];
  await callOk(api, 'post', '/system/user', {
    userName: DRIVER.identifier,
    nickName: 'Vehicle desk',
    password: DRIVER.password,
    phonenumber: `020${String(Date.now()).slice(-8)}`,
    roleIds: [roles[0]?.roleId],
  });
  await api.dispose();

  await signInContext(context, DRIVER);
  await page.goto('/index');
  await openFromMenu(page, '/vehicle/carContract', 'en');
  // No contracts module for this role: the vehicle screen is all it needs.
  await expect(menuEntry(sidebarMenu(page), menuTitle('/pact', 'en'))).toHaveCount(0);
  const area = pageArea(page);
  const row = tableRows(area).filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await buttonWithText(row, texts.actions.view).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: texts.dialog.viewTitle });
  await expect(drawer.getByTestId('docx-view')).toContainText('Toyota Fortuner, 350,000 LAK a day');
  await drawer.getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await buttonWithText(row, texts.actions.download).click();
  expect((await download).suggestedFilename()).toMatch(/\.docx$/);

  await buttonWithText(row, texts.actions.share).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: share.title });
  await buttonWithText(dialog, share.create).click();
  const link = await dialog.getByTestId('pact-share-link').inputValue();
  expect(link).toMatch(/\/carContracts\/[A-Za-z0-9_-]{43}$/);

  // The customer, on a phone, with no login.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const phone = await visitor.newPage();
  await phone.goto(link);
  await expect(phone.getByTestId('docx-view')).toContainText('Vehicle lease ສັນຍາເຊົ່າລົດ 车辆租赁合同');
  await expect(phone.getByText(texts.status[0])).toBeVisible();

  await buttonWithText(dialog, share.revoke).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: share.revoke }).click();
  await expect(toast(page, share.revoked)).toBeVisible();
  await phone.reload();
  await expect(phone.getByText(texts.public.notAvailable)).toBeVisible();
  await visitor.close();
});
