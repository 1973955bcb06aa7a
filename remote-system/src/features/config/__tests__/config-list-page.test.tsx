import { AUDIT_FIELDS } from '@agency/shared/testing/audit-fields';
import { dictAnswer, type RecordedCall, renderPageWithApi } from '@agency/shared/testing/render-page';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ConfigListPage from '../pages/config-list-page';
import '../../../page-registry';

const row = (configId: number, configName: string, configKey: string, configType: 'Y' | 'N') => ({
  configId,
  configName,
  configKey,
  configValue: 'true',
  configType,
  ...AUDIT_FIELDS,
});
const rows = [
  row(1, 'Captcha switch', 'sys.account.captchaEnabled', 'Y'),
  row(7, 'Agency hotline', 'agency.hotline', 'N'),
];

function responder(call: RecordedCall): unknown {
  const dict = dictAnswer(call, {
    sys_yes_no: [
      ['Y', 'Yes', 'primary'],
      ['N', 'No', 'danger'],
    ],
  });
  if (dict) return dict;
  if (call.url === '/system/user/columnSettings/system.config') return { code: 200, msg: 'ok', data: null };
  if (call.url === '/system/config/list') return { code: 200, msg: 'ok', rows, total: 2 };
  if (call.url === '/system/config/refreshCache' && call.method === 'DELETE') return { code: 200, msg: 'ok' };
  if (call.url === '/system/config' && call.method === 'POST') return { code: 200, msg: 'ok' };
  throw new Error(`unexpected ${call.method} ${call.url}`);
}

configure({ defaultHidden: true });

describe('parameters', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists parameters, keeps built-in ones from deletion, refreshes the cache and adds one with a valid key', async () => {
    const { api, notifier } = await renderPageWithApi(<ConfigListPage />, responder, [
      'system:config:list',
      'system:config:add',
      'system:config:edit',
      'system:config:remove',
    ]);
    const builtIn = (await screen.findByText('Captcha switch')).closest('tr') as HTMLElement;
    const own = screen.getByText('Agency hotline').closest('tr') as HTMLElement;
    expect(within(builtIn).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(own).getByRole('button', { name: /Delete/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Refresh cache/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('The cache was refreshed'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/system/config/refreshCache' }),
    );

    fireEvent.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('Enter the parameter name'), {
      target: { value: 'Office hours' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText('For example sys.account.registerUser'), {
      target: { value: 'agency office hours' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText('Enter the parameter value'), {
      target: { value: '08:00-17:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(
      await within(dialog).findByText('The key cannot contain spaces', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByPlaceholderText('For example sys.account.registerUser'), {
      target: { value: 'agency.officeHours' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('Added'));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/system/config',
        data: expect.objectContaining({
          configKey: 'agency.officeHours',
          configValue: '08:00-17:00',
          configType: 'N',
        }),
      }),
    );
  });
});
