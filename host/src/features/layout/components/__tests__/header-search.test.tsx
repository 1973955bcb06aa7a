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

const recordsQuery = jest.fn((_text: string, _options: { skip: boolean }) => ({
  currentData: undefined as unknown,
  isFetching: false,
  isError: false,
}));
jest.mock('../../api/global-search-api', () => ({
  useSearchRecordsQuery: (text: string, options: { skip: boolean }) => recordsQuery(text, options),
}));

afterEach(() => jest.restoreAllMocks());

function renderSearch() {
  const store = createAppStore({ menu: { tree: SAMPLE_TREE, loaded: true, language: 'en' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/index']}>
        <LocationProbe />
        <PageLoadingContext.Provider value={REMOTE_PAGE_LOADING}>
          <HeaderSearch />
        </PageLoadingContext.Provider>
      </MemoryRouter>
    </Provider>,
  );
}

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

const FOUND = {
  houses: [{ id: 7, title: 'Villa 200 m²', detail: 'ຖະໜົນ ໜອງບອນ', key: 'G00000007' }],
  // The user has no vehicle page in the menus: the record is left out.
  cars: [{ id: 3, title: 'ກຂ 4521', detail: 'Hilux', key: 'ກຂ 4521' }],
  customers: null,
  customerScreen: null,
  contracts: [{ id: 12, title: 'ສັນຍາເຊົ່າ ໜອງບອນ', detail: null, key: null }],
};

it('searches records after a pause in typing and opens a house in its list, filtered to it', async () => {
  recordsQuery.mockImplementation((text, { skip }) => ({
    currentData: !skip && text === 'ໜອງບອນ' ? FOUND : undefined,
    isFetching: false,
    isError: false,
  }));
  renderSearch();
  fireEvent.click(screen.getByTestId('header-search-button'));
  const input = await screen.findByRole('combobox');
  fireEvent.change(input, { target: { value: 'ໜອງບອນ' } });
  // Nothing is asked of the server until the typing pauses.
  expect(recordsQuery).toHaveBeenLastCalledWith('', { skip: true });
  expect(
    await screen.findByRole('option', { name: 'Villa 200 m² (G00000007) · ຖະໜົນ ໜອງບອນ' }),
  ).toBeInTheDocument();
  expect(recordsQuery).toHaveBeenLastCalledWith('ໜອງບອນ', { skip: false });
  expect(screen.getByText('Houses')).toBeInTheDocument();
  expect(screen.getByText('Contracts')).toBeInTheDocument();
  expect(screen.queryByText('Vehicles')).toBeNull();
  expect(screen.queryByText('ກຂ 4521 · Hilux')).toBeNull();
  fireEvent.click(screen.getByTitle('Villa 200 m² (G00000007) · ຖະໜົນ ໜອງບອນ'));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/house/houseRoom?houseCode=G00000007'),
  );
});

it('opens a contract at its own page', async () => {
  recordsQuery.mockImplementation((text, { skip }) => ({
    currentData: !skip && text === 'lease' ? FOUND : undefined,
    isFetching: false,
    isError: false,
  }));
  renderSearch();
  fireEvent.click(screen.getByTestId('header-search-button'));
  fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'lease' } });
  fireEvent.click(await screen.findByTitle('ສັນຍາເຊົ່າ ໜອງບອນ'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contracts/12'));
});

it('says so in the box when the records cannot be searched', async () => {
  recordsQuery.mockImplementation((_text, { skip }) => ({
    currentData: undefined,
    isFetching: false,
    isError: !skip,
  }));
  renderSearch();
  fireEvent.click(screen.getByTestId('header-search-button'));
  fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'zzqx' } });
  expect(
    await screen.findByText('Records could not be searched now; pages still can be'),
  ).toBeInTheDocument();
});
