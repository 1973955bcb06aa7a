import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { fetchModuleRegistry } from '../../api/module-registry-api';
import { ModuleUpdateNotice } from '../../components/module-update-notice';
import type { RemoteModule } from '../../types/remote-module';
import { remoteRegistry } from '../../utils/remote-registry-instance';
import { changedModules } from '../use-module-updates';

jest.mock('../../api/module-registry-api', () => ({ fetchModuleRegistry: jest.fn() }));

const house = (version: string): RemoteModule => ({
  name: 'remote_house',
  version,
  entry: `/remotes/remote_house/${version}/remoteEntry.js`,
  prefixes: ['house'],
});
const system: RemoteModule = {
  name: 'remote_system',
  version: '1.0.0',
  entry: '/remotes/remote_system/1.0.0/remoteEntry.js',
  prefixes: ['system'],
};

/** The tab coming back into view, which makes the shell ask at once. */
async function tabBecomesVisible() {
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
  });
}

describe('module update notice', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(() => jest.restoreAllMocks());

  it('finds the modules whose active version changed since the page loaded', () => {
    expect(changedModules([house('1.0.0'), system], [house('1.0.1'), system])).toEqual([house('1.0.1')]);
    expect(changedModules([house('1.0.0')], [house('1.0.0'), system])).toEqual([]);
    expect(changedModules([], [house('1.0.1')])).toEqual([]);
  });

  it('tells the user once, quietly, and reloads only when asked', async () => {
    jest.spyOn(remoteRegistry, 'getModules').mockReturnValue([house('1.0.0'), system]);
    const fetchModules = fetchModuleRegistry as jest.MockedFunction<typeof fetchModuleRegistry>;
    fetchModules.mockResolvedValue([house('1.0.0'), system]);
    render(
      <App>
        <ModuleUpdateNotice />
      </App>,
    );
    await tabBecomesVisible();
    expect(screen.queryByText('The Property module was updated')).not.toBeInTheDocument();

    fetchModules.mockResolvedValue([house('1.0.1'), system]);
    await tabBecomesVisible();
    expect(await screen.findByText('The Property module was updated')).toBeInTheDocument();
    expect(
      screen.getByText('Version 1.0.1 is now live. Reload when you are ready; nothing changes until then.'),
    ).toBeInTheDocument();
    await tabBecomesVisible();
    expect(screen.getAllByText('The Property module was updated')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
