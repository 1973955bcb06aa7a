import { render, screen } from '@testing-library/react';
import { sampleModule } from '../../../../testing/sample-modules';
import type * as FakeLoader from '../../api/__mocks__/remote-loader';
import * as loader from '../../api/remote-loader';
import { remoteRegistry } from '../../utils/remote-registry-instance';
import { RemotePage } from '../remote-page';

jest.mock('../../api/module-registry-api', () => ({
  fetchModuleRegistry: jest.fn(async () => [sampleModule('remote_house', ['house'])]),
}));

const fake = loader as unknown as typeof FakeLoader;

beforeEach(() => {
  fake.resetFakeRemotes();
  remoteRegistry.reset();
  fake.setFakeRemote('remote_house', {
    'house/village/index': async () => ({ default: () => <p>VILLAGES</p> }),
  });
});

describe('RemotePage', () => {
  it('shows a spinner while its page loads, then the page', async () => {
    render(<RemotePage component="house/village/index" />);
    expect(screen.getByTestId('remote-page-loading')).toBeInTheDocument();
    expect(await screen.findByText('VILLAGES')).toBeInTheDocument();
  });

  it('draws a page loaded already (by the menu click that opened it) in its first render', async () => {
    await remoteRegistry.loadPage('house/village/index');
    render(<RemotePage component="house/village/index" />);
    expect(screen.getByText('VILLAGES')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-page-loading')).not.toBeInTheDocument();
  });
});
