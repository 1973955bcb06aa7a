import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ບັນທຶກວຽກ (namespace `system`, ກຸ່ມ `work`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    startTime: 'ເລີ່ມ',
    endTime: 'ສິ້ນສຸດ',
    workType: 'ປະເພດ',
    staffId: 'ພະນັກງານ',
    customerId: 'ລູກຄ້າ',
    roomId: 'ເຮືອນ',
    carId: 'ລົດ',
    subject: 'ເຮືອນ ຫຼື ລົດ',
    location: 'ສະຖານທີ່',
    result: 'ຜົນ',
    keyword: 'ຄົ້ນຫາ',
    notes: 'ບັນທຶກ',
    remark: 'ໝາຍເຫດ',
  },
  placeholder: {
    location: 'ເຊັ່ນ: ທີ່ເຮືອນ ຫຼື ຫ້ອງການ',
    keyword: 'ສະຖານທີ່ ຫຼື ບັນທຶກ',
    notes: 'ເກີດຫຍັງຂຶ້ນ, ລູກຄ້າຕ້ອງການຫຍັງຕໍ່',
  },
  rules: { endBeforeStart: 'ເວລາສິ້ນສຸດຕ້ອງບໍ່ກ່ອນເວລາເລີ່ມ' },
  views: { list: 'ລາຍການ', calendar: 'ປະຕິທິນ', staff: 'ຕາມພະນັກງານ' },
  calendar: {
    dayTitle: 'ບັນທຶກວັນທີ {{date}}',
    noneThatDay: 'ບໍ່ມີຫຍັງໃນມື້ນີ້',
    count: '{{count}} ບັນທຶກ',
    more: 'ອີກ {{count}} ລາຍການ',
    loadFailed: 'ໂຫຼດບັນທຶກຂອງເດືອນນີ້ບໍ່ໄດ້',
    retry: 'ລອງໃໝ່',
  },
  staff: {
    period: 'ໄລຍະເວລາ',
    total: 'ຈຳນວນບັນທຶກ',
    planned: 'ວາງແຜນໄວ້',
    interested: 'ສົນໃຈ',
    closed: 'ຕົກລົງແລ້ວ',
    lastTime: 'ຫຼ້າສຸດ',
    empty: 'ບໍ່ມີບັນທຶກໃນໄລຍະນີ້',
    loadFailed: 'ໂຫຼດສະຫຼຸບບໍ່ໄດ້',
  },
  addTitle: 'ເພີ່ມບັນທຶກວຽກ',
  editTitle: 'ແກ້ໄຂບັນທຶກວຽກ',
  addSuccess: 'ເພີ່ມບັນທຶກວຽກແລ້ວ',
  editSuccess: 'ບັນທຶກວຽກແລ້ວ',
  deleteTitle: 'ລຶບບັນທຶກວຽກ',
  deleteOne: 'ລຶບບັນທຶກຂອງ {{name}} ບໍ?',
  deleteMany: 'ລຶບ {{count}} ບັນທຶກທີ່ເລືອກບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກບັນທຶກທີ່ຈະລຶບກ່ອນ',
  loadFailed: 'ໂຫຼດບັນທຶກວຽກບໍ່ໄດ້',
  exportFileName: 'ບັນທຶກວຽກ',
  empty: 'ຍັງບໍ່ມີບັນທຶກວຽກ',
};

export default lo;
