import authEn from '../../auth/locales/en';
import layoutEn from '../../layout/locales/en';
import routerEn from '../../router/locales/en';

/** The `host` texts of the first screens in English (login, register, recovery, guard, layout frame). */
const startupEn = { auth: authEn, layout: layoutEn, router: routerEn };

export default startupEn;
