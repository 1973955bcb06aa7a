import { lazy } from 'react';

/**
 * `RemotePage`, loaded with the layout (one chunk): the remote page loader, its
 * error card and "page not available" screen are not part of the login page.
 */
export const RemotePage = lazy(() =>
  import(/* webpackChunkName: "layout" */ './remote-page').then((module) => ({ default: module.RemotePage })),
);
