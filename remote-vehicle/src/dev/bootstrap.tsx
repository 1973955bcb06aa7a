import { startDevShell } from '@agency/shared/features/dev-shell/utils/start-dev-shell';
import pages from '../page-registry';

startDevShell({
  pages,
  appTitle: { zh: '车辆模块（独立运行）', en: 'Vehicles module (standalone)', lo: 'ໂມດູນລົດ (ແລ່ນແຍກ)' },
});
