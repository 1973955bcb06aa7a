import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຂໍ້ຄວາມລາຍການເຊົ່າ (namespace `house`, ກຸ່ມ `leaseList`). */
const lo: MessagesOf<typeof en> = {
  title: 'ລາຍການເຊົ່າ',
  fields: {
    house: 'ເຮືອນ',
    tenantName: 'ຊື່ຜູ້ເຊົ່າ',
    tenantPhone: 'ເບີໂທຜູ້ເຊົ່າ',
    status: 'ສະຖານະ',
    startDate: 'ວັນທີເລີ່ມຕົ້ນ',
    endDate: 'ວັນທີສິ້ນສຸດ',
    rent: 'ຄ່າເຊົ່າ',
    deposit: 'ເງິນມັດຈຳ',
    currency: 'ສະກຸນເງິນ',
    createTime: 'ວັນທີສ້າງ',
  },
  placeholders: {
    tenantName: 'ປ້ອນຊື່ຜູ້ເຊົ່າ',
    tenantPhone: 'ປ້ອນເບີໂທຜູ້ເຊົ່າ',
  },
  actions: {
    terminate: 'ຢຸດກ່ອນກຳນົດ',
  },
  dialog: {
    terminateTitle: 'ຢຸດສັນຍາເຊົ່າກ່ອນກຳນົດບໍ?',
    terminateContent: 'ສັນຍາເຊົ່າຂອງ {{tenant}} ສຳລັບ {{house}} ຈະສິ້ນສຸດມື້ນີ້ ແລະ ເຮືອນຈະກັບມາວ່າງໃຫ້ເຊົ່າ.',
  },
  messages: {
    terminated: 'ຢຸດສັນຍາເຊົ່າແລ້ວ; ເຮືອນກັບມາວ່າງໃຫ້ເຊົ່າ',
    loadFailed: 'ໂຫຼດສັນຍາເຊົ່າບໍ່ສຳເລັດ',
    exportFileName: 'ສັນຍາເຊົ່າ',
    empty: 'ຍັງບໍ່ມີສັນຍາເຊົ່າ: ຈະສະແດງເມື່ອປ່ອຍເຊົ່າເຮືອນ',
  },
};

export default lo;
