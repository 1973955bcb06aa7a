import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຜະລິດຕະພັນ (namespace `system`, ກຸ່ມ `product`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    productCode: 'ລະຫັດ',
    productName: 'ຊື່',
    description: 'ລາຍລະອຽດ',
    price: 'ລາຄາ',
    currency: 'ສະກຸນເງິນ',
    status: 'ສະຖານະ',
    remark: 'ໝາຍເຫດ',
  },
  placeholder: {
    search: 'ຊື່ ຫຼື ລະຫັດ',
    productCode: 'ເຊັ່ນ PKG-RENT',
    productName: 'ເຊັ່ນ ແພັກເກດຊອກຫາເຮືອນເຊົ່າ',
  },
  hint: {
    productCode:
      'ແມ່ແບບສັນຍາສະແດງຜະລິດຕະພັນທີ່ເປີດຂາຍດ້ວຍ {{placeholder}}, ຫຼື ຊື່ ແລະ ລາຄາດ້ວຍ {{name}} ແລະ {{price}}. ກົດລະຫັດໃນລາຍການເພື່ອສຳເນົາ.',
  },
  rules: { productCode: 'ໃຊ້ໄດ້ສະເພາະຕົວອັກສອນ, ຕົວເລກ, - ແລະ _' },
  addTitle: 'ເພີ່ມຜະລິດຕະພັນ',
  editTitle: 'ແກ້ໄຂຜະລິດຕະພັນ',
  addSuccess: 'ເພີ່ມຜະລິດຕະພັນແລ້ວ',
  editSuccess: 'ບັນທຶກຜະລິດຕະພັນແລ້ວ',
  deleteTitle: 'ລຶບຜະລິດຕະພັນ',
  deleteOne: 'ລຶບຜະລິດຕະພັນ "{{name}}" ບໍ?',
  deleteMany: 'ລຶບ {{count}} ຜະລິດຕະພັນທີ່ເລືອກບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກຜະລິດຕະພັນທີ່ຈະລຶບກ່ອນ',
  loadFailed: 'ໂຫຼດຜະລິດຕະພັນບໍ່ໄດ້',
  exportFileName: 'ຜະລິດຕະພັນ',
  empty: 'ຍັງບໍ່ມີຜະລິດຕະພັນ',
};

export default lo;
