import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { REMOTE_PAGE_LOADING } from '../../../../app/remote-page-loading';
import { selectMenuNodes } from '../../../../stores/menu-slice';
import { pendingPageLoad } from '../../../../testing/pending-page-load';
import { LocationProbe } from '../../../../testing/render-app';
import { SAMPLE_TREE } from '../../../../testing/sample-routes';
import { remoteRegistry } from '../../../federation/utils/remote-registry-instance';
import { PageLoadingContext } from '../../context/page-loading-context';
import { PAGE_CODE_WAIT_MS } from '../../hooks/use-page-navigate';
import { SidebarMenu } from '../sidebar-menu';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

function renderMenu() {
  // No idle prefetch of the remotes here: only what the click asks for.
  jest.spyOn(remoteRegistry, 'prefetch').mockResolvedValue(undefined);
  const store = createAppStore({ menu: { tree: SAMPLE_TREE, loaded: true, language: 'en' } });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/house/houseRoom']}>
        <LocationProbe />
        {/* The app's page loading, as app/layout-root.tsx gives it. */}
        <PageLoadingContext.Provider value={REMOTE_PAGE_LOADING}>
          <SidebarMenu
            menu={selectMenuNodes(store.getState())}
            activePath="/house/houseRoom"
            collapsed={false}
            dark
          />
        </PageLoadingContext.Provider>
      </MemoryRouter>
    </Provider>,
  );
}

it('asks for a page as its entry is clicked, before the page is drawn, and opens it', async () => {
  const prefetch = jest.spyOn(remoteRegistry, 'prefetchPage').mockResolvedValue(undefined);
  renderMenu();
  fireEvent.click(await screen.findByText('Villages'));
  expect(prefetch).toHaveBeenCalledWith('house/village/index');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/house/village?type=1'));
});

it("navigates once the page's code is there, so that the page draws with the navigation", async () => {
  const load = pendingPageLoad();
  renderMenu();
  fireEvent.click(await screen.findByText('Villages'));
  expect(load.spy).toHaveBeenCalledWith('house/village/index');
  await act(async () => {});
  expect(screen.getByTestId('location')).toHaveTextContent('/house/houseRoom');
  await act(async () => load.settle());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/house/village?type=1'));
});

it('navigates anyway when the code is late: the page then shows its spinner', async () => {
  pendingPageLoad();
  renderMenu();
  const villages = await screen.findByText('Villages');
  jest.useFakeTimers();
  fireEvent.click(villages);
  await act(async () => jest.advanceTimersByTime(PAGE_CODE_WAIT_MS - 10));
  expect(screen.getByTestId('location')).toHaveTextContent('/house/houseRoom');
  await act(async () => jest.advanceTimersByTime(20));
  expect(screen.getByTestId('location')).toHaveTextContent('/house/village?type=1');
});

it('follows only the last of two quick clicks', async () => {
  const load = pendingPageLoad();
  renderMenu();
  fireEvent.click(await screen.findByText('Villages'));
  fireEvent.click(screen.getByText('Houses'));
  await act(async () => load.settle());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/house/houseRoom'));
  // The first click's load settling later does not take the user to its page.
  await act(async () => new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS + 20)));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/house\/houseRoom$/);
});
