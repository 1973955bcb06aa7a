// Every table in one object, for the typed database handle (`typeof tables`). Not a
// barrel for callers: route files import a table from its own file, e.g.
// `../../db/schema/house-room`.
export * from './schema/auth-state';
export * from './schema/car-info';
export * from './schema/car-lease';
export * from './schema/house-customer';
export * from './schema/house-customer-links';
export * from './schema/house-evaluation';
export * from './schema/house-invite-code';
export * from './schema/house-lease';
export * from './schema/house-lease-expires';
export * from './schema/house-room';
export * from './schema/house-room-status-log';
export * from './schema/house-village';
export * from './schema/pact';
export * from './schema/sys-config';
export * from './schema/sys-dept';
export * from './schema/sys-developer';
export * from './schema/sys-dict';
export * from './schema/sys-feedback';
export * from './schema/sys-item';
export * from './schema/sys-job';
export * from './schema/sys-links';
export * from './schema/sys-logs';
export * from './schema/sys-menu';
export * from './schema/sys-message';
export * from './schema/sys-module';
export * from './schema/sys-module-deploy';
export * from './schema/sys-notice';
export * from './schema/sys-post';
export * from './schema/sys-product';
export * from './schema/sys-quick-link';
export * from './schema/sys-role';
export * from './schema/sys-session';
export * from './schema/sys-user';
export * from './schema/sys-user-setting';
export * from './schema/sys-work';
