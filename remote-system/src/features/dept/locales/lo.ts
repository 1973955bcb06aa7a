import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  pageTitle: 'ພະແນກ',
  fields: {
    parentId: 'ພະແນກແມ່',
    deptName: 'ຊື່ພະແນກ',
    orderNum: 'ລຳດັບ',
    leader: 'ຫົວໜ້າ',
    phone: 'ເບີໂທ',
    email: 'ອີເມວ',
    status: 'ສະຖານະ',
    createTime: 'ວັນທີສ້າງ',
  },
  placeholder: {
    parentId: 'ເລືອກພະແນກແມ່',
    deptName: 'ກະລຸນາປ້ອນຊື່ພະແນກ',
    leader: 'ກະລຸນາປ້ອນຫົວໜ້າ',
    phone: 'ກະລຸນາປ້ອນເບີໂທ',
    email: 'ກະລຸນາປ້ອນອີເມວ',
  },
  rules: {
    parentRequired: 'ພະແນກແມ່ບໍ່ສາມາດຫວ່າງໄດ້',
    deptNameRequired: 'ຊື່ພະແນກບໍ່ສາມາດຫວ່າງໄດ້',
  },
  addTitle: 'ເພີ່ມພະແນກ',
  editTitle: 'ແກ້ໄຂພະແນກ',
  addSuccess: 'ເພີ່ມແລ້ວ',
  editSuccess: 'ບັນທຶກແລ້ວ',
  deleteTitle: 'ລຶບພະແນກ',
  deleteOne: 'ລຶບພະແນກ "{{name}}" ບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  loadFailed: 'ໂຫຼດພະແນກບໍ່ສຳເລັດ',
};

export default lo;
