import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຕິດຕາມເຊີບເວີ (namespace `system`, ກຸ່ມ `serverMonitor`). */
const lo: MessagesOf<typeof en> = {
  refresh: 'ໂຫຼດໃໝ່',
  loadFailed: 'ບໍ່ສາມາດໂຫຼດຂໍ້ມູນເຊີບເວີໄດ້',
  cpu: 'ໜ່ວຍປະມວນຜົນ (CPU)',
  cores: 'ຈຳນວນແກນ',
  userUse: 'ຜູ້ໃຊ້',
  systemUse: 'ລະບົບ',
  idle: 'ວ່າງ',
  memory: 'ໜ່ວຍຄວາມຈຳ',
  total: 'ທັງໝົດ',
  used: 'ໃຊ້ແລ້ວ',
  free: 'ຍັງເຫຼືອ',
  usage: 'ອັດຕາການໃຊ້',
  process: 'ໂປຣເຊສເຊີບເວີ',
  runtime: 'ສະພາບແວດລ້ອມ',
  startTime: 'ເລີ່ມເມື່ອ',
  runTime: 'ເຮັດວຽກມາແລ້ວ',
  heap: 'ໜ່ວຍຄວາມຈຳ heap ທີ່ໃຊ້',
  database: 'ຖານຂໍ້ມູນ',
  engine: 'ເຄື່ອງຈັກ',
  embedded: 'ຝັງໃນ (PGlite)',
  version: 'ເວີຊັນ',
  size: 'ຂະໜາດ',
  connections: 'ການເຊື່ອມຕໍ່',
  host: 'ເຄື່ອງແມ່ຂ່າຍ',
  computerName: 'ຊື່',
  computerIp: 'ທີ່ຢູ່ IP',
  osName: 'ລະບົບປະຕິບັດການ',
  osArch: 'ສະຖາປັດຕະຍະກຳ',
  userDir: 'ໂຟນເດີເຮັດວຽກ',
  disks: 'ດິສກ໌',
  dirName: 'ໂຟນເດີ',
};

export default lo;
