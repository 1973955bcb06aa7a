import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຕິດຕາມແຄຊ (namespace `system`, ກຸ່ມ `cacheMonitor`). */
const lo: MessagesOf<typeof en> = {
  overview: 'ພາບລວມ',
  entries: 'ລາຍການທີ່ເກັບໄວ້',
  nodeVersion: 'ເວີຊັນ Node.js',
  uptime: 'ເຮັດວຽກມາແລ້ວ',
  uptimeValue: '{{days}} ມື້ {{hours}} ຊົ່ວໂມງ',
  rss: 'ໜ່ວຍຄວາມຈຳຂອງໂປຣເຊສ',
  heap: 'Heap: {{used}} ຈາກ {{total}} MB',
  authCacheTtl: 'ເຊດຊັນ ແລະ ຜູ້ໃຊ້ຖືກເກັບໄວ້ໃນແຕ່ລະໂປຣເຊສ {{ms}} ມິນລິວິນາທີ.',
  names: 'ແຄຊ',
  keys: 'ກະແຈ',
  value: 'ເນື້ອໃນ',
  cacheName: 'ແຄຊ',
  cacheKey: 'ກະແຈ',
  cacheValue: 'ຄ່າ',
  count: 'ລາຍການ',
  refresh: 'ໂຫຼດໃໝ່',
  clearAll: 'ລ້າງທັງໝົດ',
  clearAllConfirm: 'ລ້າງແຄຊທັງໝົດບໍ? ຜູ້ໃຊ້ອື່ນທຸກຄົນຈະອອກຈາກລະບົບ; ທ່ານຍັງຢູ່ໃນລະບົບ.',
  clearName: 'ລ້າງ {{name}}',
  clearNameConfirm: 'ລ້າງແຄຊ "{{name}}" ບໍ?',
  clearKey: 'ລຶບກະແຈ',
  clearKeyConfirm: 'ລຶບກະແຈນີ້ອອກຈາກແຄຊບໍ?',
  pickName: 'ເລືອກແຄຊເພື່ອເບິ່ງກະແຈ',
  pickKey: 'ເລືອກກະແຈເພື່ອເບິ່ງຄ່າ',
  noKeys: 'ແຄຊນີ້ຫວ່າງເປົ່າ',
  valueGone: 'ລາຍການນີ້ບໍ່ຢູ່ໃນແຄຊແລ້ວ: ໝົດອາຍຸ ຫຼື ຖືກລຶບ.',
  loadFailed: 'ໂຫຼດແຄຊບໍ່ໄດ້',
};

export default lo;
