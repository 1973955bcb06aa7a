import { configure, fireEvent, screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { wireLimits } from '../../../../api/generated/wire-limits';
import {
  mockApiThroughClient,
  mockNotifier,
  type RecordedCall,
  renderPage,
} from '../../../../testing/render-page';
import { createResourceApi } from '../../api/create-resource-api';
import { ResourceList } from '../../components/resource-list';
import type { ResourceDefinition } from '../../types/resource-definition';
import type { ResourceField } from '../../types/resource-field';
import { fieldRules, fieldWithLimits } from '../field-rules';

/** Shows which message key was chosen and with which values. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

interface Item {
  itemId: number;
  itemName: string;
  itemCode: string;
  itemSort: number | null;
}

const nameField: ResourceField<Item> = { key: 'itemName', label: 'Name', form: {} };

describe('fieldRules', () => {
  it('turns the schema limits of a text field into required, length and pattern rules', () => {
    const rules = fieldRules(
      nameField,
      { required: true, minLength: 2, maxLength: 20, pattern: '^[a-z]+$' },
      t,
    );
    expect(rules).toEqual([
      { required: true, whitespace: true, message: 'common:resource.required {"label":"Name"}' },
      { min: 2, max: 20, message: 'common:resource.lengthRange {"label":"Name","min":2,"max":20}' },
      { pattern: /^[a-z]+$/, message: 'common:resource.badFormat {"label":"Name"}' },
    ]);
  });

  it('gives a number field the schema range, with the screen wording when it has one', () => {
    const field: ResourceField<Item> = {
      key: 'itemSort',
      label: 'Order',
      type: 'integer',
      form: { messages: { range: 'item.sortRange' } },
    };
    expect(fieldRules(field, { minimum: 0, maximum: 99 }, t)).toEqual([
      { type: 'number', min: 0, max: 99, message: 'item.sortRange {"label":"Order","min":0,"max":99}' },
    ]);
    expect(fieldWithLimits(field, { minimum: 0, maximum: 99 })).toMatchObject({ min: 0, max: 99 });
  });

  it('keeps what the field declares over the schema and reads no length or pattern into a number', () => {
    const field: ResourceField<Item> = {
      key: 'itemName',
      label: 'Name',
      maxLength: 10,
      form: { required: false },
    };
    expect(fieldRules(field, { required: true, maxLength: 100 }, t)).toEqual([
      { max: 10, message: 'common:resource.tooLong {"label":"Name","max":10}' },
    ]);
    const sort: ResourceField<Item> = { key: 'itemSort', label: 'Order', type: 'number', form: {} };
    expect(fieldRules(sort, { maxLength: 5, pattern: '^\\d$' }, t)).toEqual([]);
    expect(fieldWithLimits(sort, { maxLength: 5 }).maxLength).toBeUndefined();
  });

  it('reads the generated limits of a real route', () => {
    const village = wireLimits['/system/houseVillage'].post.body;
    const rules = fieldRules({ key: 'name', label: 'Name', form: {} }, village.name, t);
    expect(rules).toContainEqual({ max: 100, message: 'common:resource.tooLong {"label":"Name","max":100}' });
  });
});

const itemApi = createResourceApi<Item>({
  name: 'kitLimitItem',
  base: '/kit/limit',
  tag: 'Post',
  idKey: 'itemId',
});

const definition: ResourceDefinition<Item> = {
  key: 'kit.limit',
  ns: 'common',
  api: itemApi,
  permission: 'kit:limit',
  titleKey: 'itemName',
  limits: {
    itemName: { required: true, maxLength: 5 },
    itemCode: { pattern: '^[A-Z]{3}$' },
    itemSort: { minimum: 0, maximum: 99 },
  },
  fields: [
    { key: 'itemName', label: 'Name', column: {}, form: {} },
    { key: 'itemCode', label: 'Code', column: {}, form: {} },
    { key: 'itemSort', label: 'Order', type: 'integer', column: {}, form: {} },
  ],
};

function responder(call: RecordedCall): unknown {
  if (call.url === '/system/user/columnSettings/kit.limit') return { code: 200, msg: 'ok', data: null };
  if (call.url === '/kit/limit/list') return { code: 200, msg: 'ok', rows: [], total: 0 };
  if (call.url === '/kit/limit' && call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

configure({ defaultHidden: true });

describe('a resource form with the schema limits', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses what the schema refuses, in the kit messages, and sends nothing', async () => {
    const api = mockApiThroughClient(responder);
    mockNotifier();
    await renderPage(<ResourceList definition={definition} />);
    fireEvent.click(await screen.findByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    const [name, code] = within(dialog).getAllByRole('textbox');
    const order = within(dialog).getByRole('spinbutton');
    fireEvent.change(code as HTMLElement, { target: { value: 'ab' } });
    fireEvent.change(order, { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Code is not in the expected format')).toBeInTheDocument();
    expect(within(dialog).getByText('Order must be between 0 and 99')).toBeInTheDocument();
    // The input itself stops at the schema's length.
    expect(name).toHaveAttribute('maxlength', '5');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
