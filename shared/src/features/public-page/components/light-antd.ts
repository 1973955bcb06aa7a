// The antd components of the public pages (house and car detail, no login), by their
// own component files rather than the `antd` index. This module belongs to `shared`, so
// the host builds and provides it: the files are the very modules the host's login page
// uses, and a visitor downloads these components instead of all of antd (about 430 KB
// gzip). A remote may not import antd's component paths itself
// (shared/build/remote-antd-imports-plugin.ts), so its public pages import them from here.
export { default as Button } from 'antd/es/button';
export { default as Divider } from 'antd/es/divider';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Modal } from 'antd/es/modal';
export { default as Rate } from 'antd/es/rate';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Space } from 'antd/es/space';
export { default as Tag } from 'antd/es/tag';
export { default as Typography } from 'antd/es/typography';
