import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  back: 'ກັບຄືນ',
  templateTag: 'ແມ່ແບບ',
  onlineEdit: 'ແກ້ໄຂອອນລາຍ',
  downloadWord: 'ດາວໂຫຼດ Word',
  generateContract: 'ສ້າງສັນຍາ',
  save: 'ບັນທຶກ',
  cancel: 'ຍົກເລີກ',
  titleLabel: 'ຫົວຂໍ້ສັນຍາ',
  titlePlaceholder: 'ປ້ອນຫົວຂໍ້ສັນຍາ',
  contentLabel: 'ເນື້ອໃນສັນຍາ',
  enterTitleWarning: 'ກະລຸນາປ້ອນຫົວຂໍ້ສັນຍາ',
  saveSuccessMsg: 'ບັນທຶກສຳເລັດ',
  saveFailed: 'ບັນທຶກບໍ່ສຳເລັດ',
  loadFailed: 'ໂຫຼດບໍ່ສຳເລັດ',
  downloadFailed: 'ດາວໂຫຼດບໍ່ສຳເລັດ, ກະລຸນາລອງໃໝ່',
  wordFileName: 'ສັນຍາ word',
  notFound: {
    title: 'ບໍ່ພົບສັນຍາ ຫຼື ແມ່ແບບນີ້',
    hint: 'ກວດເບິ່ງວ່າ ID ໃນທີ່ຢູ່ຖືກຕ້ອງ, ຫຼື ກັບຄືນໄປລາຍການ.',
  },
  status: { 0: 'ສະບັບຮ່າງ', 1: 'ເຊັນແລ້ວ', 2: 'ໝົດອາຍຸ' },
  meta: {
    template: 'ອີງຕາມແມ່ແບບ',
    createdAt: 'ສ້າງເມື່ອ',
    createBy: 'ສ້າງໂດຍ',
    signedBy: 'ເຊັນໂດຍ',
    signedAt: 'ເຊັນເມື່ອ',
    endDate: 'ສິ້ນສຸດວັນທີ',
    previous: 'ສະບັບໃໝ່ຂອງສັນຍາ #{{id}}',
    placeholders: 'ຕົວແທນຂໍ້ມູນ',
  },
  readOnly: 'ສັນຍາທີ່ເຊັນແລ້ວ ຫຼື ໝົດອາຍຸແລ້ວ ແກ້ໄຂບໍ່ໄດ້. ສ້າງສະບັບໃໝ່ເພື່ອປ່ຽນແປງ.',
  sign: {
    button: 'ເຊັນ',
    title: 'ເຊັນສັນຍາ',
    content: 'ເມື່ອເຊັນແລ້ວ ຈະແກ້ໄຂສັນຍາບໍ່ໄດ້ອີກ.',
    endDate: 'ວັນທີສິ້ນສຸດ (ບໍ່ບັງຄັບ)',
    endDateHint: 'ສັນຍາຈະໝົດອາຍຸຫຼັງຈາກມື້ນີ້.',
    ok: 'ເຊັນ',
    success: 'ເຊັນສັນຍາແລ້ວ',
    failed: 'ເຊັນບໍ່ສຳເລັດ',
  },
  newVersion: {
    button: 'ສະບັບໃໝ່',
    success: 'ສ້າງສະບັບຮ່າງໃໝ່ແລ້ວ',
    failed: 'ສ້າງສະບັບໃໝ່ບໍ່ສຳເລັດ',
  },
  share: {
    button: 'ລິ້ງແບ່ງປັນ',
  },
  fill: {
    title: 'ຕື່ມຕົວແທນຂໍ້ມູນຈາກ',
    kind: 'ຂໍ້ມູນ',
    kinds: { houseLease: 'ສັນຍາເຊົ່າເຮືອນ', carLease: 'ສັນຍາເຊົ່າລົດ', customer: 'ລູກຄ້າ' },
    sourcePlaceholder: 'ຄົ້ນຫາດ້ວຍຊື່, ເບີໂທ ຫຼື ປ້າຍທະບຽນ',
    unfilled: 'ຍັງຕ້ອງຕື່ມເອງ: {{names}}',
    allFilled: 'ຕື່ມຕົວແທນຂໍ້ມູນຄົບແລ້ວ.',
    failed: 'ຕື່ມຕົວແທນຂໍ້ມູນບໍ່ສຳເລັດ',
  },
  public: {
    notFound: 'ລິ້ງນີ້ເປີດສັນຍາບໍ່ໄດ້',
    notFoundHint: 'ອາດຖືກຍົກເລີກແລ້ວ. ກະລຸນາຂໍລິ້ງໃໝ່ຈາກບໍລິສັດ.',
  },
};

export default lo;
