import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** ຂ່າວຂອງໜ້າສາທາລະນະ (namespace `common`, ກຸ່ມ `publicNews`). */
const lo: MessagesOf<typeof en> = {
  title: 'ຂ່າວຈາກຕົວແທນ',
  read: 'ອ່ານ',
  by: 'ໂດຍ {{author}} · {{date}}',
  loadFailed: 'ໂຫຼດບົດຄວາມບໍ່ໄດ້',
  close: 'ປິດ',
};

export default lo;
