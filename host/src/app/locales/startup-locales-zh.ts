import authZh from '../../features/auth/locales/zh';
import layoutZh from '../../features/layout/locales/zh';
import routerZh from '../../features/router/locales/zh';

/** The `host` texts of the first screens in Chinese (login, register, recovery, guard, layout frame). */
const startupZh = { auth: authZh, layout: layoutZh, router: routerZh };

export default startupZh;
