import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ວັດຈະນານຸກົມ: ປະເພດ ແລະ ລາຍການ (namespace `system`, ກຸ່ມ `dict`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    dictId: 'ລະຫັດວັດຈະນານຸກົມ',
    dictName: 'ຊື່ (ພາສາຈີນ)',
    dictNameEn: 'ຊື່ (ພາສາອັງກິດ)',
    dictNameLo: 'ຊື່ (ພາສາລາວ)',
    dictType: 'ປະເພດວັດຈະນານຸກົມ',
    dictCode: 'ລະຫັດລາຍການ',
    dictLabel: 'ປ້າຍ (ພາສາຈີນ)',
    dictLabelEn: 'ປ້າຍ (ພາສາອັງກິດ)',
    dictLabelLo: 'ປ້າຍ (ພາສາລາວ)',
    dictValue: 'ຄ່າ',
    dictSort: 'ລຳດັບ',
    listClass: 'ຮູບແບບປ້າຍ',
    cssClass: 'ຄລາສ CSS',
    isDefault: 'ຄ່າເລີ່ມຕົ້ນ',
    status: 'ສະຖານະ',
    remark: 'ໝາຍເຫດ',
    createTime: 'ສ້າງເມື່ອ',
  },
  placeholder: {
    dictName: 'ປ້ອນຊື່ວັດຈະນານຸກົມ',
    dictType: 'ຕົວຢ່າງ house_status',
    dictLabel: 'ປ້ອນປ້າຍ',
    dictValue: 'ປ້ອນຄ່າທີ່ເກັບໄວ້',
  },
  rules: {
    dictNameRequired: 'ຊື່ວັດຈະນານຸກົມຕ້ອງບໍ່ຫວ່າງ',
    dictTypeRequired: 'ປະເພດວັດຈະນານຸກົມຕ້ອງບໍ່ຫວ່າງ',
    dictTypePattern: 'ຕົວອັກສອນນ້ອຍ, ຕົວເລກ ແລະ _ ເທົ່ານັ້ນ, ເລີ່ມດ້ວຍຕົວອັກສອນ',
    dictLabelRequired: 'ປ້າຍຕ້ອງບໍ່ຫວ່າງ',
    dictValueRequired: 'ຄ່າຕ້ອງບໍ່ຫວ່າງ',
  },
  listClass: {
    default: 'ປົກກະຕິ',
    primary: 'ຫຼັກ',
    success: 'ສຳເລັດ',
    info: 'ຂໍ້ມູນ',
    warning: 'ເຕືອນ',
    danger: 'ອັນຕະລາຍ',
  },
  type: {
    addTitle: 'ເພີ່ມປະເພດວັດຈະນານຸກົມ',
    editTitle: 'ແກ້ໄຂປະເພດວັດຈະນານຸກົມ',
    deleteOne: 'ລຶບປະເພດ "{{name}}" ແລະ ລາຍການຂອງມັນບໍ?',
    deleteMany: 'ລຶບ {{count}} ປະເພດທີ່ເລືອກ ແລະ ລາຍການຂອງມັນບໍ?',
    selectToDelete: 'ກະລຸນາເລືອກປະເພດທີ່ຈະລຶບ',
    loadFailed: 'ໂຫຼດປະເພດວັດຈະນານຸກົມບໍ່ສຳເລັດ',
    exportFileName: 'ປະເພດວັດຈະນານຸກົມ',
  },
  data: {
    heading: 'ວັດຈະນານຸກົມ: {{name}} ({{type}})',
    back: 'ປະເພດວັດຈະນານຸກົມ',
    typeNotFound: 'ບໍ່ມີປະເພດວັດຈະນານຸກົມນີ້',
    addTitle: 'ເພີ່ມລາຍການ',
    editTitle: 'ແກ້ໄຂລາຍການ',
    deleteOne: 'ລຶບລາຍການ "{{name}}" ບໍ?',
    deleteMany: 'ລຶບ {{count}} ລາຍການທີ່ເລືອກບໍ?',
    selectToDelete: 'ກະລຸນາເລືອກລາຍການທີ່ຈະລຶບ',
    loadFailed: 'ໂຫຼດລາຍການບໍ່ສຳເລັດ',
    exportFileName: 'ລາຍການວັດຈະນານຸກົມ',
  },
  addSuccess: 'ເພີ່ມແລ້ວ',
  editSuccess: 'ບັນທຶກແລ້ວ',
  deleteSuccess: 'ລຶບແລ້ວ',
};

export default lo;
