import authLo from '../../features/auth/locales/lo';
import layoutLo from '../../features/layout/locales/lo';
import routerLo from '../../features/router/locales/lo';

/** The `host` texts of the first screens in Lao (login, register, recovery, guard, layout frame). */
const startupLo = { auth: authLo, layout: layoutLo, router: routerLo };

export default startupLo;
