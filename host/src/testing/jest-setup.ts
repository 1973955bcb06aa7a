/**
 * Host test setup: the federation runtime never runs under jest, so the one module
 * that touches it is replaced everywhere by `features/federation/api/__mocks__/remote-loader`.
 * react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks. The host namespace
 * is registered as bootstrap does.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { registerHostLocales } from '../features/i18n/utils/register-host-locales';

Object.assign(globalThis, { TextEncoder, TextDecoder });

jest.mock('../features/federation/api/remote-loader');

registerHostLocales();
