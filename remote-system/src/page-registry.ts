import { pagesWithTexts } from '@agency/shared/features/federation/utils/pages-with-texts';
import { SYSTEM_NAMESPACE, SYSTEM_TEXTS } from './i18n/system-texts';

/** Menu component strings (`sys_menu.component`) of the system and monitor screens and their pages. */
const pages = pagesWithTexts(SYSTEM_NAMESPACE, SYSTEM_TEXTS, {
  'system/notice/index': () => import('./features/notice/pages/notice-list-page'),
  'system/module/index': () => import('./features/module/pages/module-list-page'),
  'system/user/index': () => import('./features/user/pages/user-list-page'),
  'system/user/auth-role': () => import('./features/user/pages/auth-role-page'),
  'system/role/index': () => import('./features/role/pages/role-list-page'),
  'system/role/auth-user': () => import('./features/role/pages/auth-user-page'),
  'system/post/index': () => import('./features/post/pages/post-list-page'),
  'system/menu/index': () => import('./features/menu/pages/menu-tree-page'),
  'system/link/index': () => import('./features/link/pages/link-list-page'),
  'system/product/index': () => import('./features/product/pages/product-list-page'),
  'system/feedback/index': () => import('./features/feedback/pages/feedback-list-page'),
  'system/msg/index': () => import('./features/msg/pages/msg-list-page'),
  'system/item/index': () => import('./features/item/pages/item-list-page'),
  'system/work/index': () => import('./features/work/pages/work-page'),
  'system/article/index': () => import('./features/article/pages/article-list-page'),
  'system/developer/index': () => import('./features/developer/pages/developer-list-page'),
  'system/tool/index': () => import('./features/tool/pages/tool-page'),
  'system/dept/index': () => import('./features/dept/pages/dept-tree-page'),
  'system/config/index': () => import('./features/config/pages/config-list-page'),
  'system/dict/index': () => import('./features/dict/pages/dict-type-page'),
  'system/dict/data': () => import('./features/dict/pages/dict-data-page'),
  'monitor/job/index': () => import('./features/job/pages/job-list-page'),
  'monitor/job/log': () => import('./features/job/pages/job-log-page'),
  'monitor/online/index': () => import('./features/online/pages/online-user-page'),
  'monitor/logininfor/index': () => import('./features/login-log/pages/login-log-page'),
  'monitor/operlog/index': () => import('./features/oper-log/pages/oper-log-page'),
  'monitor/cache/index': () => import('./features/cache-monitor/pages/cache-monitor-page'),
  'monitor/cache/list': () => import('./features/cache-monitor/pages/cache-list-page'),
  'monitor/druid/index': () => import('./features/druid/pages/druid-page'),
  'monitor/server/index': () => import('./features/server-monitor/pages/server-monitor-page'),
});

export default pages;
