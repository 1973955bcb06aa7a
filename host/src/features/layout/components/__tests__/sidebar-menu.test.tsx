import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { LocationProbe } from '../../../../testing/render-app';
import { SAMPLE_TREE } from '../../../../testing/sample-routes';
import { remoteRegistry } from '../../../federation/utils/remote-registry-instance';
import { selectMenuNodes } from '../../../router/slices/menu-slice';
import { SidebarMenu } from '../sidebar-menu';

afterEach(() => jest.restoreAllMocks());

it('asks for a page as its entry is clicked, before the page is drawn, and opens it', async () => {
  const prefetch = jest.spyOn(remoteRegistry, 'prefetchPage').mockResolvedValue(undefined);
  // No idle prefetch of the remotes here: only what the click asks for.
  jest.spyOn(remoteRegistry, 'prefetch').mockResolvedValue(undefined);
  const store = createAppStore({ menu: { tree: SAMPLE_TREE, loaded: true, language: 'en' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/house/houseRoom']}>
        <LocationProbe />
        <SidebarMenu
          menu={selectMenuNodes(store.getState())}
          activePath="/house/houseRoom"
          collapsed={false}
          dark
        />
      </MemoryRouter>
    </Provider>,
  );

  fireEvent.click(await screen.findByText('Villages'));
  expect(prefetch).toHaveBeenCalledWith('house/village/index');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/house/village?type=1'));
});
