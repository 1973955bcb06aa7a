import { sampleModule } from '../../../../testing/sample-modules';
import type * as FakeLoader from '../../api/__mocks__/remote-loader';
import * as loader from '../../api/remote-loader';
import { withFederatedFallback } from '../federated-fallback';

const fake = loader as unknown as typeof FakeLoader;
const house = sampleModule('remote_house', ['house']);
const FromModule = () => null;
const FromFederation = () => null;

beforeEach(() => {
  fake.resetFakeRemotes();
  fake.loadPageRegistry.mockClear();
  fake.setFakeRemote('remote_house', {
    'house/public/house-detail': async () => ({ default: FromFederation }),
  });
});

describe('a public pages module with federation behind it', () => {
  it('loads its pages from the module, without federation', async () => {
    const pages = withFederatedFallback(house, {
      'house/public/house-detail': async () => ({ default: FromModule }),
    });
    expect((await pages['house/public/house-detail']?.())?.default).toBe(FromModule);
    expect(fake.loadPageRegistry).not.toHaveBeenCalled();
  });

  it("loads a page through the remote's federated entry when the module's page fails", async () => {
    const pages = withFederatedFallback(house, {
      'house/public/house-detail': async () => {
        throw new Error('The host does not provide @agency/shared/features/x to public pages');
      },
    });
    expect((await pages['house/public/house-detail']?.())?.default).toBe(FromFederation);
    expect(fake.loadPageRegistry).toHaveBeenCalledWith('remote_house');
  });

  it('fails when federation fails too, or has no such page', async () => {
    const failing = async () => {
      throw new Error('offline');
    };
    const pages = withFederatedFallback(house, {
      'house/public/house-detail': failing,
      'house/public/other': failing,
    });
    await expect(pages['house/public/other']?.()).rejects.toThrow(
      'Remote remote_house has no page house/public/other',
    );
    fake.failFakeRemote('remote_house');
    await expect(pages['house/public/house-detail']?.()).rejects.toThrow('Failed to load remote entry');
  });
});
