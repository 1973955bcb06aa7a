import { createAppStore } from '@agency/shared/features/store/create-app-store';
import type { TagView } from '@agency/shared/features/store/slices/tags-view-slice';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { TagsView } from '../../components/tags-view';
import { PageRefreshContext } from '../../context/page-refresh-context';
import { useTagsViewActions } from '../use-tags-view-actions';

const view = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  title: path,
  name: path,
  ...extra,
});
const DASHBOARD = view('/index', { title: 'router.titles.dashboard', affix: true, name: 'Index' });
const VIEWS = [DASHBOARD, view('/a'), view('/b'), view('/c'), view('/d')];

let currentPath = '';
function Probe() {
  currentPath = useLocation().pathname;
  return null;
}

function setup(at = '/b') {
  const store = createAppStore({
    tagsView: { visitedViews: VIEWS, cachedViews: VIEWS.map((v) => v.name ?? '') },
  });
  const refresh = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[at]}>
        <Probe />
        <PageRefreshContext.Provider value={refresh}>{children}</PageRefreshContext.Provider>
      </MemoryRouter>
    </Provider>
  );
  const { result } = renderHook(() => useTagsViewActions(), { wrapper });
  const paths = () => store.getState().tagsView.visitedViews.map((v) => v.path);
  return { store, refresh, actions: () => result.current, paths };
}

describe('tags view actions', () => {
  it('refresh remounts the current page and drops it from the cache', () => {
    const { actions, refresh, store } = setup('/b');
    act(() => actions().refresh(view('/b')));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.getState().tagsView.cachedViews).not.toContain('/b');
    act(() => actions().refresh(view('/c')));
    expect(currentPath).toBe('/c');
  });

  it('close current goes to the last tab; the pinned dashboard never closes', () => {
    const { actions, paths } = setup('/b');
    act(() => actions().closeSelected(view('/b')));
    expect(paths()).toEqual(['/index', '/a', '/c', '/d']);
    expect(currentPath).toBe('/d');
    act(() => actions().closeSelected(DASHBOARD));
    expect(paths()).toContain('/index');
  });

  it('closing another tab keeps the page', () => {
    const { actions, paths } = setup('/b');
    act(() => actions().closeSelected(view('/c')));
    expect(paths()).toEqual(['/index', '/a', '/b', '/d']);
    expect(currentPath).toBe('/b');
  });

  it('close others keeps the pinned tab and the chosen one, and opens it', () => {
    const { actions, paths } = setup('/b');
    act(() => actions().closeOthers(view('/c')));
    expect(paths()).toEqual(['/index', '/c']);
    expect(currentPath).toBe('/c');
  });

  it('close left and close right', () => {
    const left = setup('/b');
    act(() => left.actions().closeLeft(view('/c')));
    expect(left.paths()).toEqual(['/index', '/c', '/d']);
    expect(currentPath).toBe('/d');

    const right = setup('/b');
    act(() => right.actions().closeRight(view('/b')));
    expect(right.paths()).toEqual(['/index', '/a', '/b']);
    expect(currentPath).toBe('/b');
  });

  it('close all keeps the pinned dashboard and goes there', () => {
    const { actions, paths } = setup('/b');
    act(() => actions().closeAll());
    expect(paths()).toEqual(['/index']);
    expect(currentPath).toBe('/index');
  });
});

describe('TagsView', () => {
  it('shows the tabs with their context menu of six actions', async () => {
    const store = createAppStore({ tagsView: { visitedViews: VIEWS, cachedViews: [] } });
    render(
      <Provider store={store}>
        <App>
          <MemoryRouter initialEntries={['/b']}>
            <TagsView />
          </MemoryRouter>
        </App>
      </Provider>,
    );
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    const active = screen.getByText('/b');
    expect(active.className).toContain('active');
    fireEvent.contextMenu(active);
    for (const label of [
      'Refresh page',
      'Close current',
      'Close others',
      'Close tabs to the left',
      'Close tabs to the right',
      'Close all',
    ]) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByText('Close others'));
    expect(store.getState().tagsView.visitedViews.map((v) => v.path)).toEqual(['/index', '/b']);
  });
});
