import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** ຂໍ້ຄວາມຂອງກ່ອງແບ່ງປັນ (namespace `common`, ກຸ່ມ `share`): ເຮືອນ ແລະ ລົດ ໃຊ້ຮ່ວມກັນ. */
const lo: MessagesOf<typeof en> = {
  link: 'ລິ້ງສາທາລະນະ',
  copy: 'ສຳເນົາລິ້ງ',
  copied: 'ສຳເນົາລິ້ງແລ້ວ',
  copyFailed: 'ບໍ່ສາມາດສຳເນົາລິ້ງໄດ້: ກະລຸນາເລືອກລິ້ງ ແລະ ສຳເນົາເອງ',
  wechat: 'WeChat',
  whatsapp: 'WhatsApp',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  facebookUrl: 'URL ຕ້ອງເລີ່ມຕົ້ນດ້ວຍ http ຫຼື https',
};

export default lo;
