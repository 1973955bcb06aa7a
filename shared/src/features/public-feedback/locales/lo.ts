import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** ແບບຟອມຄຳຕິຊົມຂອງໜ້າສາທາລະນະ (namespace `common`, ກຸ່ມ `publicFeedback`). */
const lo: MessagesOf<typeof en> = {
  title: 'ສອບຖາມຕົວແທນ',
  intro: 'ຝາກຊື່ ແລະ ຊ່ອງທາງຕິດຕໍ່ຂອງທ່ານ; ຕົວແທນຈະຕອບໄວໆນີ້.',
  name: 'ຊື່ຂອງທ່ານ',
  namePlaceholder: 'ເຊັ່ນ: ນາງ ອານາ',
  nameRequired: 'ກະລຸນາປ້ອນຊື່ຂອງທ່ານ',
  contact: 'ເບີໂທ, WhatsApp ຫຼື ອີເມວ',
  contactPlaceholder: 'ເຊັ່ນ: +856 20 5555 1234',
  contactRequired: 'ກະລຸນາບອກວິທີທີ່ຕົວແທນຈະຕິດຕໍ່ທ່ານໄດ້',
  content: 'ຂໍ້ຄວາມ',
  contentPlaceholder: 'ຄຳຖາມຂອງທ່ານ, ຫຼື ເວລາທີ່ຢາກມາເບິ່ງ',
  contentRequired: 'ກະລຸນາຂຽນຂໍ້ຄວາມ',
  tooLong: 'ບໍ່ເກີນ {{max}} ຕົວອັກສອນ',
  submit: 'ສົ່ງ',
  sent: 'ຂອບໃຈ, ຕົວແທນຈະຕິດຕໍ່ທ່ານໄວໆນີ້',
};

export default lo;
