import { startDevShell } from '@agency/shared/features/dev-shell/utils/start-dev-shell';
import pages from '../page-registry';

startDevShell({
  pages,
  appTitle: { zh: '房源模块（独立运行）', en: 'Houses module (standalone)', lo: 'ໂມດູນເຮືອນ (ແລ່ນແຍກ)' },
});
