import { lazy } from 'react';

/**
 * `RemotePage` in a small chunk of its own (the remote page loader, its error card and
 * "page not available" screen, antd by component files): not part of the login page,
 * and the public pages (house and car detail) load it without the staff layout.
 */
export const RemotePage = lazy(() =>
  import(/* webpackChunkName: "remote-page" */ './remote-page').then((module) => ({
    default: module.RemotePage,
  })),
);
