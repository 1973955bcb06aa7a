import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ລາຍການເຊົ່າລົດ (namespace `vehicle`, ກຸ່ມ `carLease`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    leaseOrderNumber: 'ເລກທີໃບສັ່ງເຊົ່າ',
    plateNumber: 'ປ້າຍທະບຽນ',
    type: 'ປະເພດການເຊົ່າ',
    customerName: 'ລູກຄ້າ',
    customerPhone: 'ເບີໂທລູກຄ້າ',
    startDate: 'ວັນເລີ່ມຕົ້ນ',
    endDate: 'ວັນສິ້ນສຸດ',
    amount: 'ຈຳນວນເງິນ',
    status: 'ສະຖານະການເຊົ່າ',
    period: 'ເຊົ່າໃນໄລຍະ',
    remark: 'ໝາຍເຫດ',
    createBy: 'ຜູ້ສ້າງ',
    createTime: 'ວັນທີສ້າງ',
  },
  actions: { endEarly: 'ສິ້ນສຸດກ່ອນກຳນົດ' },
  dialog: {
    endEarlyConfirm: 'ສິ້ນສຸດການເຊົ່າ {{order}} ຂອງ {{plate}} ດຽວນີ້ບໍ? ລົດຈະພ້ອມໃຫ້ເຊົ່າອີກ.',
  },
  messages: {
    endEarlySuccess: 'ສິ້ນສຸດການເຊົ່າແລ້ວ',
    loadFailed: 'ບໍ່ສາມາດໂຫຼດລາຍການເຊົ່າໄດ້',
    exportFileName: 'ການເຊົ່າລົດ',
    empty: 'ຍັງບໍ່ມີການເຊົ່າ: ສ້າງການເຊົ່າດ້ວຍປຸ່ມ "ປ່ອຍເຊົ່າ" ໃນລາຍການລົດ',
  },
};

export default lo;
