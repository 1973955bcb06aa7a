import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { REMOTE_PAGE_LOADING } from '../../../../app/remote-page-loading';
import { pendingPageLoad } from '../../../../testing/pending-page-load';
import { LocationProbe } from '../../../../testing/render-app';
import { SAMPLE_TREE } from '../../../../testing/sample-routes';
import { PageLoadingContext } from '../../context/page-loading-context';
import { HeaderSearch } from '../header-search';

afterEach(() => jest.restoreAllMocks());

it("opens the page found, once its code is there, with the menu's query", async () => {
  const load = pendingPageLoad();
  const store = createAppStore({ menu: { tree: SAMPLE_TREE, loaded: true, language: 'en' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/index']}>
        <LocationProbe />
        {/* The app's page loading, as app/layout-root.tsx gives it. */}
        <PageLoadingContext.Provider value={REMOTE_PAGE_LOADING}>
          <HeaderSearch />
        </PageLoadingContext.Provider>
      </MemoryRouter>
    </Provider>,
  );
  fireEvent.click(screen.getByTestId('header-search-button'));
  const input = await screen.findByRole('combobox');
  fireEvent.change(input, { target: { value: 'Villages' } });
  expect(await screen.findByRole('option', { name: 'Property > Villages' })).toBeInTheDocument();
  fireEvent.click(screen.getByTitle('Property > Villages'));
  expect(load.spy).toHaveBeenCalledWith('house/village/index');
  expect(screen.getByTestId('location')).toHaveTextContent('/index');
  load.settle();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/house/village?type=1'));
});
