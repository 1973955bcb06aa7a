import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຜູ້ພັດທະນາ (namespace `system`, ກຸ່ມ `developer`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    logo: 'ໂລໂກ',
    companyName: 'ບໍລິສັດ',
    contactName: 'ຜູ້ຕິດຕໍ່',
    phone: 'ເບີໂທ',
    website: 'ເວັບໄຊ',
    villageCount: 'ໝູ່ບ້ານ',
    description: 'ລາຍລະອຽດ',
    remark: 'ໝາຍເຫດ',
  },
  placeholder: {
    search: 'ບໍລິສັດ ຫຼື ຜູ້ຕິດຕໍ່',
    companyName: 'ເຊັ່ນ ພົງສະຫວັນ ແລນ',
    contactName: 'ຜູ້ທີ່ຈະໂທຫາ',
    phone: 'ເຊັ່ນ +856 20 5555 1234',
    website: 'https://… (ທີ່ຢູ່ເວັບ)',
  },
  rules: {
    phone: 'ກະລຸນາປ້ອນເບີໂທ (ຕົວເລກ, ຍະຫວ່າງ, + ( ) -)',
    website: 'ກະລຸນາປ້ອນທີ່ຢູ່ເວັບທີ່ເລີ່ມດ້ວຍ http:// ຫຼື https://',
  },
  addTitle: 'ເພີ່ມຜູ້ພັດທະນາ',
  editTitle: 'ແກ້ໄຂຜູ້ພັດທະນາ',
  addSuccess: 'ເພີ່ມຜູ້ພັດທະນາແລ້ວ',
  editSuccess: 'ບັນທຶກຜູ້ພັດທະນາແລ້ວ',
  deleteTitle: 'ລຶບຜູ້ພັດທະນາ',
  deleteOne: 'ລຶບຜູ້ພັດທະນາ "{{name}}" ບໍ? ໝູ່ບ້ານຂອງມັນຍັງຢູ່, ແຕ່ບໍ່ມີຜູ້ພັດທະນາ.',
  deleteMany: 'ລຶບ {{count}} ຜູ້ພັດທະນາທີ່ເລືອກບໍ? ໝູ່ບ້ານຂອງພວກເຂົາຍັງຢູ່, ແຕ່ບໍ່ມີຜູ້ພັດທະນາ.',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກຜູ້ພັດທະນາທີ່ຈະລຶບກ່ອນ',
  loadFailed: 'ໂຫຼດຜູ້ພັດທະນາບໍ່ໄດ້',
  exportFileName: 'ຜູ້ພັດທະນາ',
  empty: 'ຍັງບໍ່ມີຜູ້ພັດທະນາ',
};

export default lo;
