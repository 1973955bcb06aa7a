import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຕິດຕາມຖານຂໍ້ມູນ (namespace `system`, ກຸ່ມ `druid`). */
const lo: MessagesOf<typeof en> = {
  dataSource: 'ແຫຼ່ງຂໍ້ມູນ',
  engine: 'ເຄື່ອງຈັກຖານຂໍ້ມູນ',
  embedded: 'ຝັງໃນ (PGlite)',
  poolMax: 'ຂະໜາດພູລ',
  poolOpen: 'ການເຊື່ອມຕໍ່ທີ່ເປີດ',
  poolOpenValue: '{{total}} (ວ່າງ {{idle}})',
  poolWaiting: 'ຄຳຮ້ອງທີ່ລໍຖ້າ',
  singleConnection: 'ການເຊື່ອມຕໍ່ດຽວ, ໃນໂປຣເຊສນີ້',
  sqlStats: 'SQL ນັບແຕ່ {{since}} (ໂປຣເຊສເຊີບເວີນີ້)',
  executions: 'ຈຳນວນເທື່ອ',
  distinct: 'ຄຳສັ່ງ',
  average: 'ສະເລ່ຍ',
  errors: 'ຂໍ້ຜິດພາດ',
  slow: 'ຊ້າກວ່າ {{ms}} ms',
  totalTime: 'ເວລາລວມ',
  statements: 'ຄຳສັ່ງ SQL',
  sql: 'ຄຳສັ່ງ',
  averageMs: 'ສະເລ່ຍ (ms)',
  maxMs: 'ຊ້າສຸດ (ms)',
  totalMs: 'ລວມ (ms)',
  lastAt: 'ເຮັດຄັ້ງສຸດທ້າຍ',
  more: 'ເພີ່ມເຕີມ',
  order: {
    maxMs: 'ຊ້າສຸດ',
    totalMs: 'ໃຊ້ເວລາຫຼາຍສຸດ',
    avgMs: 'ສະເລ່ຍດົນສຸດ',
    count: 'ເຮັດຫຼາຍສຸດ',
    errors: 'ຜິດພາດຫຼາຍສຸດ',
  },
  refresh: 'ໂຫຼດໃໝ່',
  reset: 'ເລີ່ມສະຖິຕິໃໝ່',
  resetConfirm: 'ເລີ່ມສະຖິຕິ SQL ຂອງໂປຣເຊສເຊີບເວີນີ້ໃໝ່ບໍ?',
  resetDone: 'ສະຖິຕິເລີ່ມໃໝ່ແລ້ວ',
  empty: 'ຍັງບໍ່ມີຄຳສັ່ງໃດເຮັດນັບແຕ່ເລີ່ມສະຖິຕິ',
  loadFailed: 'ໂຫຼດຂໍ້ມູນແຫຼ່ງຂໍ້ມູນບໍ່ໄດ້',
};

export default lo;
