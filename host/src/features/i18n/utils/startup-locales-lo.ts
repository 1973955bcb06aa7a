import authLo from '../../auth/locales/lo';
import layoutLo from '../../layout/locales/lo';
import routerLo from '../../router/locales/lo';

/** The `host` texts of the first screens in Lao (login, register, recovery, guard, layout frame). */
const startupLo = { auth: authLo, layout: layoutLo, router: routerLo };

export default startupLo;
