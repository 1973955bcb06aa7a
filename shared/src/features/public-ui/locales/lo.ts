import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** ການຄວບຄຸມຂອງໜ້າສາທາລະນະ (namespace `common`, ກຸ່ມ `publicUi`). */
const lo: MessagesOf<typeof en> = {
  loading: 'ກຳລັງໂຫຼດ…',
  language: 'ພາສາ',
  close: 'ປິດ',
  score: '{{score}} ດາວ ຈາກ 5',
};

export default lo;
