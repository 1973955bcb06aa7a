import { startDevShell } from '@agency/shared/features/dev-shell/utils/start-dev-shell';
import pages from '../page-registry';

startDevShell({
  pages,
  appTitle: { zh: '合同模块（独立运行）', en: 'Contracts module (standalone)', lo: 'ໂມດູນສັນຍາ (ແລ່ນແຍກ)' },
});
