import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ໜ້າເຮືອນສາທາລະນະ (namespace `house`, ກຸ່ມ `houseDetail`). */
const lo: MessagesOf<typeof en> = {
  notAvailable: 'ເຮືອນຫຼັງນີ້ບໍ່ສາມາດເບິ່ງໄດ້',
  notAvailableHint: 'ເຮືອນອາດຈະຖືກເຊົ່າ, ຂາຍ ຫຼື ຖອນອອກຈາກຕະຫຼາດແລ້ວ. ກະລຸນາຕິດຕໍ່ຫາບໍລິສັດນາຍໜ້າ.',
  loadFailed: 'ບໍ່ສາມາດໂຫຼດຂໍ້ມູນເຮືອນໄດ້. ກະລຸນາລອງໃໝ່ພາຍຫຼັງ.',
  retry: 'ລອງໃໝ່',
  forRent: 'ໃຫ້ເຊົ່າ',
  forSale: 'ຂາຍ',
  rented: 'ເຊົ່າແລ້ວ',
  rent: 'ຄ່າເຊົ່າ',
  salePrice: 'ລາຄາຂາຍ',
  deposit: 'ເງິນມັດຈຳ',
  perUnit: '/ {{unit}}',
  layout: 'ຮູບແບບຫ້ອງ',
  bedrooms: '{{count}} ຫ້ອງນອນ',
  livingRooms: '{{count}} ຫ້ອງຮັບແຂກ',
  bathrooms: '{{count}} ຫ້ອງນ້ຳ',
  area: 'ເນື້ອທີ່',
  location: 'ສະຖານທີ່',
  village: 'ໝູ່ບ້ານ',
  features: 'ຈຸດເດັ່ນ',
  description: 'ລາຍລະອຽດ',
  video: 'ວິດີໂອ',
  agent: 'ນາຍໜ້າ',
  call: 'ໂທ',
  whatsapp: 'WhatsApp',
  houseCode: 'ລະຫັດເຮືອນ',
  noImages: 'ຍັງບໍ່ມີຮູບພາບ',
};

export default lo;
