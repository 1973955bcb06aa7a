import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type * as FakePublicLoader from '../../features/federation/api/__mocks__/public-pages-loader';
import type * as FakeLoader from '../../features/federation/api/__mocks__/remote-loader';
import * as publicLoader from '../../features/federation/api/public-pages-loader';
import * as loader from '../../features/federation/api/remote-loader';
import { remoteRegistry } from '../../features/federation/utils/remote-registry-instance';
import { NavigateProbe, navigateInApp } from '../../testing/navigate-probe';
import { sampleModule } from '../../testing/sample-modules';
import { replaceDocument } from '../../utils/replace-document';
import { PublicStartRoutes, startPublicPages } from '../public-start-root';

jest.mock('../../features/federation/api/module-registry-api', () => ({
  fetchModuleRegistry: jest.fn(async () => [
    sampleModule('remote_house', ['house']),
    sampleModule('remote_vehicle', ['vehicle']),
  ]),
}));
jest.mock('../../utils/replace-document', () => ({ replaceDocument: jest.fn() }));

const fake = loader as unknown as typeof FakeLoader;
const fakePublic = publicLoader as unknown as typeof FakePublicLoader;

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
  fakePublic.resetFakePublicPages();
  fakePublic.loadPublicPages.mockClear();
  remoteRegistry.reset();
  // Their remotes' federated entries: what the staff app loads, and the public start when
  // a remote has no public pages module.
  fake.setFakeRemote('remote_house', {
    'house/public/house-detail': async () => ({ default: () => <p>PUBLIC HOUSE DETAIL</p> }),
  });
  fake.setFakeRemote('remote_vehicle', {
    'vehicle/public/car-detail': async () => ({ default: () => <p>PUBLIC CAR DETAIL</p> }),
  });
  startPublicPages('/');
});

afterAll(() => {
  remoteRegistry.setPageSource((module) => loader.loadPageRegistry(module.name));
});

describe("the public pages' start", () => {
  it("loads the pages from their remotes' public pages modules, without federation", async () => {
    fakePublic.setFakePublicPages('remote_house', {
      'house/public/house-detail': async () => ({ default: () => <p>HOUSE FROM ITS PUBLIC MODULE</p> }),
    });
    renderPublicStart('/house/detail/5');
    expect(await screen.findByText('HOUSE FROM ITS PUBLIC MODULE')).toBeInTheDocument();
    expect(fakePublic.loadPublicPages).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'remote_house' }),
    );
    expect(fake.loadPageRegistry).not.toHaveBeenCalled();
    expect(fake.preloadFederation).not.toHaveBeenCalled();
  });

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
    startPublicPages('/login');
    startPublicPages('/car/detail/7/photos');
    expect(prefetch).not.toHaveBeenCalled();
    startPublicPages('/car/detail/7');
    expect(prefetch).toHaveBeenCalledWith('vehicle/public/car-detail');
    await waitFor(() =>
      expect(fakePublic.loadPublicPages).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'remote_vehicle' }),
      ),
    );
    expect(fakePublic.loadPublicPages).not.toHaveBeenCalledWith(
      expect.objectContaining({ name: 'remote_house' }),
    );
    expect(fake.preloadFederation).not.toHaveBeenCalled();
    prefetch.mockRestore();
  });

  it('sends a path it was opened on but has no route for to the 404 page, not to itself again', async () => {
    renderPublicStart('/car/detail/7/photos');
    await waitFor(() => expect(replaceDocument).toHaveBeenCalledWith('/404'));
    expect(replaceDocument).toHaveBeenCalledTimes(1);
  });
});
