import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** ຂໍ້ຄວາມລູກຄ້າ (namespace `common`, ກຸ່ມ `customer`): ລູກຄ້າເຮືອນ ແລະ ລູກຄ້າລົດ. */
const lo: MessagesOf<typeof en> = {
  title: 'ລູກຄ້າ',
  fields: {
    clientName: 'ຊື່ລູກຄ້າ',
    phoneNumber: 'ເບີໂທ',
    email: 'ອີເມວ',
    clientSource: 'ແຫຼ່ງທີ່ມາຂອງລູກຄ້າ',
    budgetMin: 'ງົບປະມານຕ່ຳສຸດ',
    budgetMax: 'ງົບປະມານສູງສຸດ',
    currency: 'ສະກຸນເງິນ',
    preferredAreas: 'ເຂດທີ່ຕ້ອງການ',
    layoutRequirement: 'ຮູບແບບຫ້ອງທີ່ຕ້ອງການ',
    carModelRequirement: 'ລຸ້ນລົດທີ່ຕ້ອງການ',
    expectedMoveInDate: 'ວັນທີຄາດວ່າຈະເຂົ້າຢູ່',
    otherRequirements: 'ຄວາມຕ້ອງການອື່ນໆ',
    remark: 'ໝາຍເຫດ',
    status: 'ສະຖານະ',
    createTime: 'ວັນທີສ້າງ',
  },
  placeholders: {
    clientName: 'ປ້ອນຊື່ລູກຄ້າ',
    phoneNumber: 'ຕົວຢ່າງ 020 5555 1234',
    email: 'ຕົວຢ່າງ name@example.com',
    contactHint: 'ຕ້ອງມີເບີໂທ ຫຼື ອີເມວ ຢ່າງໜ້ອຍໜຶ່ງຢ່າງ',
    preferredAreas: 'ຕົວຢ່າງ ສີສັດຕະນາກ, ຈັນທະບູລີ',
    layoutRequirement: 'ຕົວຢ່າງ 3 ຫ້ອງນອນ, 2 ຫ້ອງນ້ຳ',
    carModelRequirement: 'ຕົວຢ່າງ SUV, ເກຍອັດຕະໂນມັດ',
    house: 'ຄົ້ນຫາເຮືອນຕາມຊື່ ຫຼື ລະຫັດ',
  },
  rules: {
    carModelRequired: 'ກະລຸນາປ້ອນລຸ້ນລົດທີ່ລູກຄ້າຕ້ອງການ',
    nameRequired: 'ກະລຸນາປ້ອນຊື່ລູກຄ້າ',
    contactRequired: 'ກະລຸນາປ້ອນເບີໂທ ຫຼື ອີເມວ',
    phoneFormat: 'ປ້ອນຕົວເລກ 6 ຫາ 20 ຕົວ (ມີຍະຫວ່າງ, ຂີດ ແລະ + ຂ້າງໜ້າໄດ້)',
    emailFormat: 'ກະລຸນາປ້ອນອີເມວທີ່ຖືກຕ້ອງ',
    notNegative: 'ຈຳນວນເງິນຕ້ອງບໍ່ຕິດລົບ',
    budgetOrder: 'ງົບປະມານສູງສຸດຕ້ອງບໍ່ຕ່ຳກວ່າງົບປະມານຕ່ຳສຸດ',
  },
  actions: {
    detail: 'ລາຍລະອຽດ',
  },
  dialog: {
    addTitle: 'ເພີ່ມລູກຄ້າ',
    editTitle: 'ແກ້ໄຂລູກຄ້າ',
    detailTitle: 'ລູກຄ້າ: {{name}}',
    deleteOne: 'ລຶບລູກຄ້າ "{{name}}" ບໍ?',
    deleteMany: 'ລຶບລູກຄ້າ {{count}} ຄົນທີ່ເລືອກບໍ?',
  },
  houses: {
    title: 'ເຮືອນທີ່ເຄີຍເບິ່ງ ຫຼື ເຊົ່າ',
    house: 'ເຮືອນ',
    relation: 'ຄວາມສຳພັນ',
    viewed: 'ເບິ່ງແລ້ວ',
    leased: 'ເຊົ່າແລ້ວ',
    link: 'ເຊື່ອມເຮືອນ',
    unlink: 'ເອົາອອກ',
    unlinkConfirm: 'ເອົາເຮືອນນີ້ອອກຈາກລູກຄ້າບໍ?',
    linkedBy: 'ຜູ້ເຊື່ອມ',
    linkedAt: 'ວັນທີເຊື່ອມ',
    none: 'ຍັງບໍ່ມີເຮືອນທີ່ເຊື່ອມ',
  },
  history: {
    title: 'ປະຫວັດສະຖານະ',
    by: 'ໂດຍ {{operator}} ເວລາ {{time}}',
    none: 'ບໍ່ມີການປ່ຽນສະຖານະ',
  },
  messages: {
    addSuccess: 'ເພີ່ມລູກຄ້າແລ້ວ',
    editSuccess: 'ບັນທຶກລູກຄ້າແລ້ວ',
    deleteSuccess: 'ລຶບແລ້ວ',
    selectToDelete: 'ກະລຸນາເລືອກລູກຄ້າຢ່າງໜ້ອຍໜຶ່ງຄົນເພື່ອລຶບ',
    loadFailed: 'ໂຫຼດລູກຄ້າບໍ່ສຳເລັດ',
    detailFailed: 'ໂຫຼດລາຍລະອຽດລູກຄ້າບໍ່ສຳເລັດ',
    exportFileName: 'ລູກຄ້າ',
    empty: 'ຍັງບໍ່ມີລູກຄ້າ',
    linked: 'ເຊື່ອມເຮືອນແລ້ວ',
  },
};

export default lo;
