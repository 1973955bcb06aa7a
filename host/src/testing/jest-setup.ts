/**
 * Host test setup: the federation runtime never runs under jest, so the one module
 * that touches it is replaced everywhere by `features/federation/api/__mocks__/remote-loader`,
 * and the public start's loader of the remotes' public pages modules by its twin there.
 * The host namespace is registered as bootstrap does (the first screens' texts by
 * language; shared's setup loads every language before the tests).
 */
import { registerHostLocales } from '../app/locales/register-host-locales';
import { registerLayoutLocales } from '../app/locales/register-layout-locales';

jest.mock('../features/federation/api/remote-loader');
jest.mock('../features/federation/api/public-pages-loader');

registerHostLocales();
registerLayoutLocales();
