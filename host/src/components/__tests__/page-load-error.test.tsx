import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import routerEn from '../../features/router/locales/en';
import routerLo from '../../features/router/locales/lo';
import { NavigateProbe, navigateInApp } from '../../testing/navigate-probe';
import { replaceDocument } from '../../utils/replace-document';
import { PageErrorBoundary } from '../page-load-error';

jest.mock('../../utils/replace-document', () => ({ replaceDocument: jest.fn() }));

/** A page that fails as a chunk that did not load does: it throws while rendering. */
function FailingPage(): never {
  throw new Error('Loading chunk 42 failed.');
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavigateProbe />
      <PageErrorBoundary>
        <Routes>
          <Route path="/car/detail/:id" element={<FailingPage />} />
          <Route path="/house/houseRoom" element={<p>HOUSES</p>} />
        </Routes>
      </PageErrorBoundary>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.mocked(replaceDocument).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.mocked(console.error).mockRestore();
  await act(() => changeLanguage('en'));
});

describe('a page that fails to draw', () => {
  it('says so in the current language and offers to load the page again', async () => {
    await act(() => changeLanguage('lo'));
    renderAt('/car/detail/7');
    expect(screen.getByTestId('page-load-error')).toHaveTextContent(routerLo.pageFailedTitle);
    fireEvent.click(screen.getByRole('button', { name: routerLo.reload }));
    expect(replaceDocument).toHaveBeenCalledWith(window.location.href);
  });

  it('tries again on another path', async () => {
    renderAt('/car/detail/7');
    expect(screen.getByRole('alert')).toHaveTextContent(routerEn.pageFailedText);
    act(() => navigateInApp('/house/houseRoom'));
    expect(await screen.findByText('HOUSES')).toBeInTheDocument();
    expect(screen.queryByTestId('page-load-error')).not.toBeInTheDocument();
  });
});
