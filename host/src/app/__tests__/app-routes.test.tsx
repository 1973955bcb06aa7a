import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type * as FakeLoader from '../../features/federation/api/__mocks__/remote-loader';
import * as loader from '../../features/federation/api/remote-loader';
import type { RemoteModule } from '../../features/federation/types/remote-module';
import { remoteRegistry } from '../../features/federation/utils/remote-registry-instance';
import { renderApp, signedIn } from '../../testing/render-app';
import { sampleModule } from '../../testing/sample-modules';
import { SAMPLE_TREE } from '../../testing/sample-routes';

jest.mock('../../features/federation/api/module-registry-api', () => ({
  fetchModuleRegistry: jest.fn(async () => MODULES),
}));

const fake = loader as unknown as typeof FakeLoader;

const MODULES: RemoteModule[] = [
  sampleModule('remote_house', ['house']),
  sampleModule('remote_system', ['system', 'monitor', 'tool']),
];

function page(text: string) {
  return async () => ({ default: () => <p>{text}</p> });
}

beforeEach(() => {
  fake.resetFakeRemotes();
  remoteRegistry.reset();
  fake.setFakeRemote('remote_house', {
    'house/houseRoom/index': page('HOUSE LIST'),
    'house/village/index': page('VILLAGE LIST'),
    'house/public/house-detail': page('PUBLIC HOUSE DETAIL'),
  });
  fake.setFakeRemote('remote_system', {
    'system/user/auth-role': page('AUTH ROLE'),
    'system/role/auth-user': page('AUTH USER'),
    'system/dict/data': page('DICT DATA'),
    'monitor/job/log': page('JOB LOG'),
    'monitor/operlog/index': page('OPERATION LOG'),
  });
});

const location = () => screen.getByTestId('location').textContent;

describe('menu -> route -> page', () => {
  it('opens a menu page from its remote by the component prefix', async () => {
    renderApp('/house/village', { session: signedIn(['*:*:*'], ['admin']), menus: SAMPLE_TREE });
    // The first render of the file requires antd's CommonJS build: slow on a busy machine.
    expect(await screen.findByText('VILLAGE LIST', {}, { timeout: 10_000 })).toBeInTheDocument();
    renderApp('/system/log/operlog', { session: signedIn(['*:*:*'], ['admin']), menus: SAMPLE_TREE });
    expect(await screen.findByText('OPERATION LOG')).toBeInTheDocument();
  });

  it('sends the root to /house/houseRoom', async () => {
    renderApp('/', { session: signedIn(['*:*:*'], ['admin']), menus: SAMPLE_TREE });
    expect(await screen.findByText('HOUSE LIST')).toBeInTheDocument();
    expect(location()).toBe('/house/houseRoom');
  });

  it('shows "page not available" for a component no remote provides', async () => {
    renderApp('/house/secret', { session: signedIn(['*:*:*'], ['admin']), menus: SAMPLE_TREE });
    expect(await screen.findByTestId('page-not-available')).toHaveTextContent('house/secret/index');
  });

  it('sends unknown paths to 404', async () => {
    renderApp('/no/such/page', { session: signedIn(['*:*:*'], ['admin']), menus: SAMPLE_TREE });
    await waitFor(() => expect(location()).toBe('/404'));
  });

  it('shows an error card with retry when a remote fails, and the page after a retry', async () => {
    fake.failFakeRemote('remote_house');
    renderApp('/house/village', { session: signedIn(['*:*:*'], ['admin']), menus: SAMPLE_TREE });
    const card = await screen.findByTestId('remote-error-card');
    expect(card).toHaveTextContent('remote_house');
    // The shell keeps working around it.
    expect(screen.getByTestId('navbar')).toBeInTheDocument();
    fake.setFakeRemote('remote_house', { 'house/village/index': page('VILLAGE AGAIN') });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    });
    expect(await screen.findByText('VILLAGE AGAIN')).toBeInTheDocument();
  });

  it('opens public remote pages without a login', async () => {
    renderApp('/house/detail/5');
    expect(await screen.findByText('PUBLIC HOUSE DETAIL')).toBeInTheDocument();
    renderApp('/contracts/5');
    expect(await screen.findAllByTestId('page-not-available')).not.toHaveLength(0);
  });
});

describe('permission-gated static routes', () => {
  it.each([
    ['/system/user-auth/role/12', 'system:user:edit', 'AUTH ROLE'],
    ['/system/role-auth/user/3', 'system:role:edit', 'AUTH USER'],
    ['/system/dict-data/index/7', 'system:dict:list', 'DICT DATA'],
    ['/monitor/job-log/index', 'monitor:job:list', 'JOB LOG'],
  ])('%s needs %s', async (path, permission, text) => {
    renderApp(path, { session: signedIn([permission]), menus: [] });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['/system/user-auth/role/12', 'system:role:edit'],
    ['/system/role-auth/user/3', 'system:user:edit'],
    ['/system/dict-data/index/7', 'system:dict:query'],
    ['/monitor/job-log/index', 'monitor:job:query'],
  ])('%s without the permission goes to 401', async (path, other) => {
    renderApp(path, { session: signedIn([other]), menus: [] });
    await waitFor(() => expect(location()).toBe('/401'));
  });

  it('lets the admin permission through and refuses non-digit ids', async () => {
    renderApp('/system/dict-data/index/7', { session: signedIn(['*:*:*'], ['admin']), menus: [] });
    expect(await screen.findByText('DICT DATA')).toBeInTheDocument();
    renderApp('/system/user-auth/role/abc', { session: signedIn(['*:*:*'], ['admin']), menus: [] });
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/404'));
  });
});
