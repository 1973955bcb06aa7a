import { houseCustomer } from '../../../db/schema/house-customer';
import { fillPlaceholders, placeholderValues } from '../../../services/pact-placeholders';
import { postExport } from '../../../testing/export-request';
import { call, loginAs } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

/*
 * Service packages (issue 11, system/product): CRUD and export with `system:product:*`,
 * unique codes, dictionary currencies; an offered product fills `{{product:CODE}}` in contracts.
 */
const { t, tokens } = useTestApp({ logins: ['admin'] });

const product = {
  productCode: 'pkg-rent',
  productName: 'Rental search package',
  description: 'Three viewings, contract and move-in check',
  price: 1500000,
  currency: 'LAK',
};
const add = (body: Record<string, unknown>, token = tokens.admin) =>
  call(t.app, 'POST', '/system/product', { token, body, lang: 'en' });

describe('products', () => {
  it('adds a product with an upper-case code and refuses a second one with that code', async () => {
    expect((await add(product)).body.code).toBe(200);
    const list = await call(t.app, 'GET', '/system/product/list', {
      token: tokens.admin,
      query: { productName: 'rental' },
    });
    expect(list.body.rows).toEqual([
      expect.objectContaining({ productCode: 'PKG-RENT', price: 1500000, currency: 'LAK', status: '0' }),
    ]);
    const again = await add({ ...product, productName: 'Copy' });
    expect(again.body.fieldErrors).toEqual([
      { field: 'productCode', message: 'The code PKG-RENT is already used by another product' },
    ]);
  });

  it('refuses a currency outside the dictionary, a negative price and a code with spaces', async () => {
    expect((await add({ ...product, productCode: 'X1', currency: 'BTC' })).body.fieldErrors).toEqual([
      { field: 'currency', message: 'Choose a value from the list' },
    ]);
    expect((await add({ ...product, productCode: 'X2', price: -1 })).body.code).not.toBe(200);
    expect((await add({ ...product, productCode: 'X 3' })).body.code).not.toBe(200);
  });

  it('fills {{product:CODE}} in a contract while the product is offered', async () => {
    const [customer] = await t.db
      .insert(houseCustomer)
      .values({ clientName: 'Noy', phoneNumber: '02055551234' })
      .returning({ id: houseCustomer.id });
    const template = '<p>{{product:PKG-RENT}}; {{product:PKG-RENT:price}}; {{product:GONE}}</p>';
    const values = await placeholderValues(t.db, 'customer', customer?.id ?? 0);
    const filled = fillPlaceholders(template, values ?? {});
    expect(filled.html).toBe('<p>Rental search package (1,500,000 LAK); 1,500,000 LAK; {{product:GONE}}</p>');
    expect(filled.unfilled).toEqual(['product:GONE']);

    const list = await call(t.app, 'GET', '/system/product/list', { token: tokens.admin });
    const [row] = list.body.rows as { productId: number }[];
    const withdrawn = await call(t.app, 'PUT', '/system/product', {
      token: tokens.admin,
      body: { ...product, productId: row?.productId, status: '1' },
    });
    expect(withdrawn.body.code).toBe(200);
    const after = fillPlaceholders(
      template,
      (await placeholderValues(t.db, 'customer', customer?.id ?? 0)) ?? {},
    );
    expect(after.unfilled).toContain('product:PKG-RENT');
  });

  it('needs the product permissions and exports', async () => {
    const staff = await loginAs(t.app, 'staff', 'staff123');
    expect((await add({ ...product, productCode: 'S1' }, staff)).body.code).toBe(403);
    expect((await call(t.app, 'GET', '/system/product/list', { token: staff })).body.code).toBe(403);
    const exported = await postExport(t.app, '/system/product/export', { token: tokens.admin });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});
