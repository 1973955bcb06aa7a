import { lazyPage } from '../../../utils/lazy-page';
import { preloadFederation } from '../api/remote-loader';

/**
 * The chunk of `RemotePage` (the remote page loader, its error card and "page not
 * available" screen, antd by component files): not part of the login page, and the
 * public pages (house and car detail) load it without the staff layout. One loader
 * for the layout, the public routes and the prefetch after login.
 */
export const loadRemotePage = () => {
  // The federation runtime's chunk downloads beside the loader's.
  preloadFederation();
  return import(/* webpackChunkName: "remote-page" */ './remote-page').then((module) => ({
    default: module.RemotePage,
  }));
};

export const RemotePage = lazyPage(loadRemotePage);

/**
 * The plain loader of the public pages that draw without antd (house and car detail).
 * The public start loads their remote without federation (public-pages-loader.ts).
 */
const loadPublicRemotePage = () =>
  import(/* webpackChunkName: "public-remote-page" */ './public-remote-page').then((module) => ({
    default: module.PublicRemotePage,
  }));

/** A public page drawn without antd in the public pages' start. */
export const PublicStartRemotePage = lazyPage(loadPublicRemotePage);

/** A public page drawn without antd in the staff app, which loads its remote through federation. */
export const PlainRemotePage = lazyPage(() => {
  preloadFederation();
  return loadPublicRemotePage();
});
