import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type * as FakeLoader from '../../features/federation/api/__mocks__/remote-loader';
import * as loader from '../../features/federation/api/remote-loader';
import { remoteRegistry } from '../../features/federation/utils/remote-registry-instance';
import { NavigateProbe, navigateInApp } from '../../testing/navigate-probe';
import { sampleModule } from '../../testing/sample-modules';
import { replaceDocument } from '../../utils/replace-document';
import { PublicStartRoutes, prefetchPublicPage } from '../public-start-root';

jest.mock('../../features/federation/api/module-registry-api', () => ({
  fetchModuleRegistry: jest.fn(async () => [
    sampleModule('remote_house', ['house']),
    sampleModule('remote_vehicle', ['vehicle']),
  ]),
}));
jest.mock('../../utils/replace-document', () => ({ replaceDocument: jest.fn() }));

const fake = loader as unknown as typeof FakeLoader;

function renderPublicStart(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavigateProbe />
      <PublicStartRoutes />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.mocked(replaceDocument).mockClear();
  fake.loadPageRegistry.mockClear();
  fake.preloadFederation.mockClear();
  fake.resetFakeRemotes();
  remoteRegistry.reset();
  fake.setFakeRemote('remote_house', {
    'house/public/house-detail': async () => ({ default: () => <p>PUBLIC HOUSE DETAIL</p> }),
  });
  fake.setFakeRemote('remote_vehicle', {
    'vehicle/public/car-detail': async () => ({ default: () => <p>PUBLIC CAR DETAIL</p> }),
  });
});

describe("the public pages' start", () => {
  it('shows the public house and car pages from their remotes', async () => {
    renderPublicStart('/house/detail/5');
    expect(await screen.findByText('PUBLIC HOUSE DETAIL')).toBeInTheDocument();
    renderPublicStart('/car/detail/7/');
    expect(await screen.findByText('PUBLIC CAR DETAIL')).toBeInTheDocument();
    expect(replaceDocument).not.toHaveBeenCalled();
  });

  it('loads any other path as a page of its own, where the server sends the staff app', async () => {
    renderPublicStart('/car/detail/7');
    expect(await screen.findByText('PUBLIC CAR DETAIL')).toBeInTheDocument();
    act(() => navigateInApp('/login?redirect=%2Findex#top'));
    await waitFor(() => expect(replaceDocument).toHaveBeenCalledWith('/login?redirect=%2Findex#top'));
    expect(screen.queryByText('PUBLIC CAR DETAIL')).not.toBeInTheDocument();
  });

  it("starts loading a public path's remote page before anything renders, and nothing for another path", async () => {
    const prefetch = jest.spyOn(remoteRegistry, 'prefetchPage');
    prefetchPublicPage('/login');
    prefetchPublicPage('/car/detail/7/photos');
    expect(prefetch).not.toHaveBeenCalled();
    expect(fake.preloadFederation).not.toHaveBeenCalled();
    prefetchPublicPage('/car/detail/7');
    expect(prefetch).toHaveBeenCalledWith('vehicle/public/car-detail');
    expect(fake.preloadFederation).toHaveBeenCalled();
    await waitFor(() => expect(fake.loadPageRegistry).toHaveBeenCalledWith('remote_vehicle'));
    expect(fake.loadPageRegistry).not.toHaveBeenCalledWith('remote_house');
    prefetch.mockRestore();
  });

  it('sends a path it was opened on but has no route for to the 404 page, not to itself again', async () => {
    renderPublicStart('/car/detail/7/photos');
    await waitFor(() => expect(replaceDocument).toHaveBeenCalledWith('/404'));
    expect(replaceDocument).toHaveBeenCalledTimes(1);
  });
});
