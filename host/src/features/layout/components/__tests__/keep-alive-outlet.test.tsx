import { changeSetting } from '@agency/shared/features/store/slices/settings-slice';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { setMenus } from '../../../../stores/menu-slice';
import { renderApp, signedIn } from '../../../../testing/render-app';
import { sampleModule } from '../../../../testing/sample-modules';
import { SAMPLE_TREE } from '../../../../testing/sample-routes';
import { clearLocalSession } from '../../../../utils/session-actions';
import type * as FakeLoader from '../../../federation/api/__mocks__/remote-loader';
import * as loader from '../../../federation/api/remote-loader';
import type { RemoteModule } from '../../../federation/types/remote-module';
import { remoteRegistry } from '../../../federation/utils/remote-registry-instance';

jest.mock('../../../federation/api/module-registry-api', () => ({
  fetchModuleRegistry: jest.fn(async () => MODULES),
}));

// The login page after the logout: no captcha request to a server that is not there.
jest.mock('../../../auth/hooks/use-captcha', () => ({
  useCaptcha: () => ({ enabled: false, loading: false, refresh: () => {} }),
}));

// The navbar's lease badge (the admin may list lease reminders): no count request either.
jest.mock('../../api/lease-badge-api', () => ({
  useGetLeasesEndingSoonQuery: () => ({ data: 0, isError: false }),
}));

// The navbar's feedback badge: no count request.
jest.mock('../../api/feedback-badge-api', () => ({
  useGetNewFeedbackCountQuery: () => ({ data: 0, isError: false }),
}));

// The navbar's message inbox: empty, and no request.
jest.mock('../../api/message-inbox-api', () => ({
  useInboxMessagesQuery: () => ({ data: { rows: [], unreadCount: 0 }, isError: false }),
  useInboxMessageQuery: () => ({ data: undefined, isError: false }),
  useMarkMessageReadMutation: () => [jest.fn(), { isLoading: false }],
}));

// The navbar's quick links: none, and no request.
jest.mock('../../api/quick-links-api', () => ({
  useGetQuickLinksQuery: () => ({ data: [], isError: false }),
}));

// The navbar's notices: none, and no request.
jest.mock('../../api/notice-bell-api', () => ({
  useTopNoticesQuery: () => ({ data: { rows: [], unreadCount: 0 }, isError: false }),
  usePublishedNoticeQuery: () => ({ data: undefined, isError: false }),
  useMarkNoticeReadMutation: () => [jest.fn()],
  useMarkAllNoticesReadMutation: () => [jest.fn(), { isLoading: false }],
}));

const fake = loader as unknown as typeof FakeLoader;

const MODULES: RemoteModule[] = [
  sampleModule('remote_house', ['house']),
  sampleModule('remote_system', ['system', 'monitor', 'tool']),
];

/** Counts its mounts, so a test can tell a kept page from a remounted one. */
const mounts: Record<string, number> = {};

/** A screen with state (a counter, an input), its query and links to the other screens. */
function statefulPage(id: string) {
  return function StatefulPage() {
    const [count, setCount] = useState(0);
    const [text, setText] = useState('');
    const [searchParams, setSearchParams] = useSearchParams();
    useState(() => {
      mounts[id] = (mounts[id] ?? 0) + 1;
    });
    return (
      <section data-testid={id}>
        <button type="button" onClick={() => setCount((n) => n + 1)}>
          {`${id} count ${count}`}
        </button>
        <input aria-label={`${id} text`} value={text} onChange={(event) => setText(event.target.value)} />
        <output data-testid={`${id}-q`}>{searchParams.get('q') ?? ''}</output>
        <button type="button" onClick={() => setSearchParams({ q: 'changed' })}>
          {`${id} change query`}
        </button>
        <Link to="/house/houseRoom?q=one">to rooms</Link>
        <Link to="/house/village">to villages</Link>
        <Link to="/system/log/operlog?q=two">to log</Link>
      </section>
    );
  };
}

function page(id: string) {
  return async () => ({ default: statefulPage(id) });
}

let errors: jest.SpyInstance;
let warnings: jest.SpyInstance;

beforeEach(() => {
  for (const key of Object.keys(mounts)) delete mounts[key];
  fake.resetFakeRemotes();
  remoteRegistry.reset();
  fake.setFakeRemote('remote_house', {
    'house/houseRoom/index': page('rooms'),
    'house/village/index': page('villages'),
  });
  fake.setFakeRemote('remote_system', { 'monitor/operlog/index': page('log') });
  errors = jest.spyOn(console, 'error');
  warnings = jest.spyOn(console, 'warn');
});

afterEach(() => {
  // No React, router or antd complaint in any of these flows (Redux Toolkit's development
  // timing notes about its own checks on a slow machine are not about them).
  expect(errors).not.toHaveBeenCalled();
  const complaints = warnings.mock.calls.filter((call) => !/took \d+ms/.test(String(call[0])));
  expect(complaints).toEqual([]);
  errors.mockRestore();
  warnings.mockRestore();
});

const location = () => screen.getByTestId('location').textContent;
const tab = (path: string) => {
  const item = screen.getByTestId('tags-view').querySelector<HTMLElement>(`[data-path="${path}"]`);
  if (!item) throw new Error(`no tab ${path}`);
  return item;
};

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

async function openRooms() {
  const view = renderApp('/house/houseRoom?q=one', {
    session: signedIn(['*:*:*'], ['admin']),
    menus: SAMPLE_TREE,
  });
  // The first render of a file requires antd's CommonJS build: slow on a busy machine.
  await screen.findByTestId('rooms', undefined, { timeout: 10_000 });
  return view;
}

/** The rooms screen, its counter at 2 and its input filled. */
async function roomsWithState() {
  const view = await openRooms();
  await click(screen.getByText('rooms count 0'));
  await click(screen.getByText('rooms count 1'));
  fireEvent.change(screen.getByLabelText('rooms text'), { target: { value: 'typed' } });
  return view;
}

async function goToLog(from = 'rooms') {
  await click(within(screen.getByTestId(from)).getByText('to log'));
  await screen.findByTestId('log');
}

async function tabMenu(path: string, action: string) {
  fireEvent.contextMenu(tab(path));
  await click(await screen.findByText(action));
}

describe('tab keep-alive', () => {
  it('keeps a cached page, hidden, with its state when another tab is shown, and shows it again', async () => {
    await roomsWithState();
    await goToLog();
    expect(location()).toBe('/system/log/operlog?q=two');
    expect(screen.getByTestId('log')).toBeVisible();
    expect(screen.getByTestId('rooms')).not.toBeVisible();

    await click(tab('/house/houseRoom'));
    expect(location()).toBe('/house/houseRoom?q=one');
    expect(screen.getByTestId('rooms')).toBeVisible();
    expect(screen.getByText('rooms count 2')).toBeInTheDocument();
    expect(screen.getByLabelText('rooms text')).toHaveValue('typed');
    expect(screen.getByTestId('log')).not.toBeVisible();
    expect(mounts).toEqual({ rooms: 1, log: 1 });
  });

  it('gives a hidden page its own location, not the current one', async () => {
    await openRooms();
    expect(screen.getByTestId('rooms-q')).toHaveTextContent('one');
    await goToLog();
    expect(screen.getByTestId('log-q')).toHaveTextContent('two');
    // Hidden, the rooms screen still sees its own query.
    expect(screen.getByTestId('rooms-q')).toHaveTextContent('one');
    await click(tab('/house/houseRoom'));
    expect(screen.getByTestId('rooms-q')).toHaveTextContent('one');
    expect(screen.getByTestId('log-q')).toHaveTextContent('two');
  });

  it("keeps the page's own query changes when it is left and shown again", async () => {
    await openRooms();
    await click(screen.getByText('rooms change query'));
    expect(location()).toBe('/house/houseRoom?q=changed');
    expect(screen.getByTestId('rooms-q')).toHaveTextContent('changed');
    await goToLog();
    expect(screen.getByTestId('rooms-q')).toHaveTextContent('changed');
    await click(tab('/house/houseRoom'));
    expect(location()).toBe('/house/houseRoom?q=changed');
    expect(screen.getByTestId('rooms-q')).toHaveTextContent('changed');
    expect(mounts.rooms).toBe(1);
  });

  it('does not keep a noCache page', async () => {
    await openRooms();
    await click(screen.getByText('to villages'));
    await click(await screen.findByText('villages count 0'));
    expect(screen.getByText('villages count 1')).toBeInTheDocument();
    await goToLog('villages');
    expect(screen.queryByTestId('villages')).not.toBeInTheDocument();
    await click(tab('/house/village'));
    expect(await screen.findByText('villages count 0')).toBeVisible();
    expect(mounts.villages).toBe(2);
  });

  it("drops a closed tab's page", async () => {
    await roomsWithState();
    await goToLog();
    await click(tab('/house/houseRoom').querySelector<HTMLElement>('.tags-view-close') as HTMLElement);
    expect(screen.queryByTestId('rooms')).not.toBeInTheDocument();
    await click(screen.getByText('to rooms'));
    expect(await screen.findByText('rooms count 0')).toBeVisible();
    expect(screen.getByLabelText('rooms text')).toHaveValue('');
  });

  it('drops the pages of the tabs closed by "close others"', async () => {
    await roomsWithState();
    await goToLog();
    await tabMenu('/system/log/operlog', 'Close others');
    expect(screen.queryByTestId('rooms')).not.toBeInTheDocument();
    expect(screen.getByTestId('log')).toBeVisible();
  });

  it('refresh remounts the current page with fresh state, and it is kept alive again', async () => {
    const { store } = await roomsWithState();
    await tabMenu('/house/houseRoom', 'Refresh page');
    expect(await screen.findByText('rooms count 0')).toBeVisible();
    expect(screen.getByLabelText('rooms text')).toHaveValue('');
    expect(mounts.rooms).toBe(2);
    expect(store.getState().tagsView.cachedViews).toContain('HouseRoom');

    await click(screen.getByText('rooms count 0'));
    await goToLog();
    await click(tab('/house/houseRoom'));
    expect(screen.getByText('rooms count 1')).toBeVisible();
    expect(mounts.rooms).toBe(2);
  });

  it('refresh of a hidden kept page shows it remounted', async () => {
    await roomsWithState();
    await goToLog();
    await tabMenu('/house/houseRoom', 'Refresh page');
    expect(location()).toBe('/house/houseRoom?q=one');
    expect(await screen.findByText('rooms count 0')).toBeVisible();
    expect(screen.getByLabelText('rooms text')).toHaveValue('');
    expect(screen.getByTestId('rooms-q')).toHaveTextContent('one');
    expect(mounts.rooms).toBe(2);
  });

  it('keeps the main scroll position of each page', async () => {
    let top = 0;
    const scroller = document.scrollingElement ?? document.documentElement;
    const property = jest.spyOn(scroller, 'scrollTop', 'set').mockImplementation((value) => {
      top = value;
    });
    const getter = jest.spyOn(scroller, 'scrollTop', 'get').mockImplementation(() => top);
    const scrollTo = (value: number) => {
      top = value;
      fireEvent.scroll(window);
    };
    try {
      await openRooms();
      scrollTo(300);
      await goToLog();
      expect(top).toBe(0);
      scrollTo(40);
      await click(tab('/house/houseRoom'));
      expect(top).toBe(300);
      await click(tab('/system/log/operlog'));
      expect(top).toBe(40);
    } finally {
      property.mockRestore();
      getter.mockRestore();
    }
  });

  it('keeps nothing with the tags view switched off (no tab to close or refresh it)', async () => {
    const { store } = await roomsWithState();
    act(() => {
      store.dispatch(changeSetting({ key: 'tagsView', value: false }));
    });
    localStorage.clear();
    await goToLog();
    expect(screen.queryByTestId('rooms')).not.toBeInTheDocument();
  });

  it('drops every kept page when the menus are rebuilt', async () => {
    const { store } = await roomsWithState();
    await goToLog();
    expect(screen.getByTestId('rooms')).toBeInTheDocument();
    act(() => {
      store.dispatch(setMenus({ tree: JSON.parse(JSON.stringify(SAMPLE_TREE)), language: 'en' }));
    });
    expect(screen.queryByTestId('rooms')).not.toBeInTheDocument();
    // The current page stays as it is.
    expect(screen.getByTestId('log')).toBeVisible();
    expect(mounts.log).toBe(1);
  });

  it('drops everything at logout', async () => {
    const { store } = await roomsWithState();
    await goToLog();
    act(() => clearLocalSession(store.dispatch));
    await waitFor(() => expect(location()).toMatch(/^\/login/));
    expect(await screen.findByTestId('login-form', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('rooms')).not.toBeInTheDocument();
    expect(screen.queryByTestId('log')).not.toBeInTheDocument();
    expect(store.getState().tagsView.cachedViews).toEqual([]);
  });
});
