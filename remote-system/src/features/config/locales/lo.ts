import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ພາລາມິເຕີລະບົບ (namespace `system`, ກຸ່ມ `config`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    configId: 'ລະຫັດພາລາມິເຕີ',
    configName: 'ຊື່ພາລາມິເຕີ',
    configKey: 'ກະແຈພາລາມິເຕີ',
    configValue: 'ຄ່າພາລາມິເຕີ',
    configType: 'ມີໃນລະບົບ',
    remark: 'ໝາຍເຫດ',
    createTime: 'ສ້າງເມື່ອ',
  },
  placeholder: {
    configName: 'ປ້ອນຊື່ພາລາມິເຕີ',
    configKey: 'ຕົວຢ່າງ sys.account.registerUser',
    configValue: 'ປ້ອນຄ່າພາລາມິເຕີ',
  },
  rules: {
    configNameRequired: 'ຊື່ພາລາມິເຕີຕ້ອງບໍ່ຫວ່າງ',
    configKeyRequired: 'ກະແຈພາລາມິເຕີຕ້ອງບໍ່ຫວ່າງ',
    configKeyPattern: 'ກະແຈຕ້ອງບໍ່ມີຍະຫວ່າງ',
    configValueRequired: 'ຄ່າພາລາມິເຕີຕ້ອງບໍ່ຫວ່າງ',
  },
  addTitle: 'ເພີ່ມພາລາມິເຕີ',
  editTitle: 'ແກ້ໄຂພາລາມິເຕີ',
  addSuccess: 'ເພີ່ມແລ້ວ',
  editSuccess: 'ບັນທຶກແລ້ວ',
  deleteTitle: 'ລຶບພາລາມິເຕີ',
  deleteOne: 'ລຶບພາລາມິເຕີ "{{name}}" ບໍ?',
  deleteMany: 'ລຶບ {{count}} ພາລາມິເຕີທີ່ເລືອກບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກພາລາມິເຕີທີ່ຈະລຶບ',
  loadFailed: 'ໂຫຼດພາລາມິເຕີບໍ່ສຳເລັດ',
  exportFileName: 'ພາລາມິເຕີ',
};

export default lo;
