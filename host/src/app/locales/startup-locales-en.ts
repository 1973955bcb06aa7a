import authEn from '../../features/auth/locales/en';
import layoutEn from '../../features/layout/locales/en';
import routerEn from '../../features/router/locales/en';

/** The `host` texts of the first screens in English (login, register, recovery, guard, layout frame). */
const startupEn = { auth: authEn, layout: layoutEn, router: routerEn };

export default startupEn;
