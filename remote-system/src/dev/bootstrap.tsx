import { startDevShell } from '@agency/shared/features/dev-shell/utils/start-dev-shell';
import pages from '../page-registry';

startDevShell({
  pages,
  appTitle: { zh: '系统模块（独立运行）', en: 'System module (standalone)', lo: 'ໂມດູນລະບົບ (ແລ່ນແຍກ)' },
});
