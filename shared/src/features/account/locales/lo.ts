import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  passwordHint: 'ຢ່າງໜ້ອຍ 8 ຕົວອັກສອນ, ມີທັງຕົວອັກສອນ ແລະ ຕົວເລກ ແລະ ມີອັກຂະລະພິເສດຢ່າງໜ້ອຍໜຶ່ງຕົວ',
};

export default lo;
