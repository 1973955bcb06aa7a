import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຂໍ້ຄວາມແຈ້ງເຕືອນໝົດສັນຍາເຊົ່າ (namespace `house`, ກຸ່ມ `leaseExpires`). */
const lo: MessagesOf<typeof en> = {
  title: 'ແຈ້ງເຕືອນໝົດສັນຍາເຊົ່າ',
  fields: {
    tenantName: 'ຊື່ຜູ້ເຊົ່າ',
    tenantPhone: 'ເບີໂທຜູ້ເຊົ່າ',
    house: 'ເຮືອນ',
    reminderStatus: 'ສະຖານະການແຈ້ງເຕືອນ',
    startDate: 'ວັນທີເລີ່ມຕົ້ນ',
    endDate: 'ວັນທີສິ້ນສຸດ',
    reminderLead: 'ແຈ້ງເຕືອນລ່ວງໜ້າ',
    reminderUnit: 'ຫົວໜ່ວຍ',
    remindDate: 'ວັນທີແຈ້ງເຕືອນ',
    remark: 'ໝາຍເຫດ',
    createBy: 'ຜູ້ສ້າງ',
    createTime: 'ວັນທີສ້າງ',
  },
  placeholders: {
    tenantName: 'ປ້ອນຊື່ຜູ້ເຊົ່າ',
    tenantPhone: 'ຕົວຢ່າງ 020 5555 1234',
    house: 'ຄົ້ນຫາເຮືອນຕາມຊື່',
    houseHint: 'ການແຈ້ງເຕືອນຈະສົ່ງໄປຫານາຍໜ້າຂອງເຮືອນ; ຖ້າບໍ່ເລືອກເຮືອນຈະສົ່ງຫາທ່ານ',
  },
  rules: {
    tenantRequired: 'ກະລຸນາປ້ອນຊື່ຜູ້ເຊົ່າ',
    tenantLength: 'ຊື່ຜູ້ເຊົ່າມີໄດ້ບໍ່ເກີນ 100 ຕົວອັກສອນ',
    phoneFormat: 'ປ້ອນຕົວເລກ 6 ຫາ 20 ຕົວ (ມີຍະຫວ່າງ, ຂີດ ແລະ + ຂ້າງໜ້າໄດ້)',
    startRequired: 'ກະລຸນາເລືອກວັນທີເລີ່ມຕົ້ນ',
    endRequired: 'ກະລຸນາເລືອກວັນທີສິ້ນສຸດ',
    endAfterStart: 'ວັນທີສິ້ນສຸດຕ້ອງຫຼັງວັນທີເລີ່ມຕົ້ນ',
    leadRequired: 'ກະລຸນາປ້ອນໄລຍະແຈ້ງເຕືອນລ່ວງໜ້າ',
    leadRange: 'ປ້ອນຈຳນວນເຕັມແຕ່ 1 ຫາ 365',
    unitRequired: 'ກະລຸນາເລືອກຫົວໜ່ວຍ',
    remarkLength: 'ໝາຍເຫດມີໄດ້ບໍ່ເກີນ 500 ຕົວອັກສອນ',
  },
  dialog: {
    addTitle: 'ເພີ່ມການແຈ້ງເຕືອນສັນຍາເຊົ່າ',
    editTitle: 'ແກ້ໄຂການແຈ້ງເຕືອນສັນຍາເຊົ່າ',
    viewTitle: 'ການແຈ້ງເຕືອນສັນຍາເຊົ່າ',
    deleteOne: 'ລຶບການແຈ້ງເຕືອນສັນຍາເຊົ່າຂອງ "{{name}}" ບໍ?',
    deleteMany: 'ລຶບການແຈ້ງເຕືອນ {{count}} ລາຍການທີ່ເລືອກບໍ?',
  },
  messages: {
    addSuccess: 'ເພີ່ມການແຈ້ງເຕືອນແລ້ວ',
    editSuccess: 'ບັນທຶກການແຈ້ງເຕືອນແລ້ວ',
    deleteSuccess: 'ລຶບແລ້ວ',
    selectToDelete: 'ກະລຸນາເລືອກຢ່າງໜ້ອຍໜຶ່ງລາຍການເພື່ອລຶບ',
    loadFailed: 'ໂຫຼດການແຈ້ງເຕືອນບໍ່ສຳເລັດ',
    empty: 'ບໍ່ມີການແຈ້ງເຕືອນສັນຍາເຊົ່າ',
    noHouse: 'ບໍ່ມີເຮືອນທີ່ກົງກັນ',
  },
  leadText: '{{lead}} {{unit}} ກ່ອນໝົດສັນຍາ',
  upcoming: {
    title: 'ໝົດສັນຍາພາຍໃນ {{days}} ມື້ຂ້າງໜ້າ',
    all: 'ເບິ່ງທັງໝົດ {{count}} ລາຍການ',
    none: 'ບໍ່ມີສັນຍາເຊົ່າໝົດໃນຊ່ວງນີ້',
    today: 'ໝົດມື້ນີ້',
    inDays_one: 'ອີກ {{count}} ມື້',
    inDays_other: 'ອີກ {{count}} ມື້',
  },
};

export default lo;
