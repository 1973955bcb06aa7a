import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  pageTitle: 'ບົດບາດ',
  fields: {
    roleId: 'ລະຫັດບົດບາດ',
    roleName: 'ຊື່ບົດບາດ',
    roleKey: 'ລະຫັດສິດ',
    roleSort: 'ລຳດັບ',
    status: 'ສະຖານະ',
    dataScope: 'ຂອບເຂດຂໍ້ມູນ',
    deptIds: 'ພະແນກ',
    menuCheckStrictly: 'ເຊື່ອມໂຍງແມ່ ແລະ ລູກ',
    menuIds: 'ສິດເມນູ',
    remark: 'ໝາຍເຫດ',
    createTime: 'ວັນທີສ້າງ',
  },
  placeholder: {
    roleName: 'ກະລຸນາປ້ອນຊື່ບົດບາດ',
    roleKey: 'ກະລຸນາປ້ອນລະຫັດສິດ',
  },
  hints: {
    roleKey: 'ໃຊ້ໃນການກວດສິດ, ເຊັ່ນ house_staff',
  },
  rules: {
    roleNameRequired: 'ຊື່ບົດບາດບໍ່ສາມາດຫວ່າງໄດ້',
    roleKeyRequired: 'ລະຫັດສິດບໍ່ສາມາດຫວ່າງໄດ້',
    roleKeyPattern: 'ໃຊ້ໄດ້ແຕ່ຕົວອັກສອນ, ຕົວເລກ ແລະ _ : . -',
  },
  scopes: {
    '1': 'ຂໍ້ມູນທັງໝົດ',
    '2': 'ພະແນກທີ່ກຳນົດເອງ',
    '3': 'ພະແນກຂອງຕົນເອງ',
    '4': 'ພະແນກຂອງຕົນເອງ ແລະ ພະແນກລຸ່ມ',
    '5': 'ຂໍ້ມູນຂອງຕົນເອງເທົ່ານັ້ນ',
  },
  tree: {
    expand: 'ຂະຫຍາຍທັງໝົດ',
    all: 'ເລືອກທັງໝົດ',
    linked: 'ເຊື່ອມໂຍງແມ່ ແລະ ລູກ',
  },
  status: {
    enableConfirm: 'ເປີດໃຊ້ງານບົດບາດ "{{name}}" ບໍ?',
    disableConfirm: 'ປິດໃຊ້ງານບົດບາດ "{{name}}" ບໍ?',
    enabled: 'ເປີດໃຊ້ງານແລ້ວ',
    disabled: 'ປິດໃຊ້ງານແລ້ວ',
  },
  dataScope: {
    action: 'ຂອບເຂດຂໍ້ມູນ',
    title: 'ຂອບເຂດຂໍ້ມູນຂອງ "{{name}}"',
    saved: 'ບັນທຶກຂອບເຂດຂໍ້ມູນແລ້ວ',
  },
  authUser: {
    action: 'ມອບໃຫ້ຜູ້ໃຊ້',
    pageTitle: 'ຜູ້ໃຊ້ທີ່ມີບົດບາດ "{{name}}"',
    add: 'ເພີ່ມຜູ້ໃຊ້',
    selectTitle: 'ເລືອກຜູ້ໃຊ້',
    selectFirst: 'ກະລຸນາເລືອກຜູ້ໃຊ້ກ່ອນ',
    granted: 'ເພີ່ມຜູ້ໃຊ້ເຂົ້າບົດບາດແລ້ວ',
    cancel: 'ເອົາອອກ',
    cancelSelected: 'ເອົາອອກທີ່ເລືອກ',
    cancelTitle: 'ເອົາອອກຈາກບົດບາດ',
    cancelOne: 'ເອົາບົດບາດອອກຈາກ "{{name}}" ບໍ?',
    cancelMany: 'ເອົາບົດບາດອອກຈາກຜູ້ໃຊ້ {{count}} ຄົນທີ່ເລືອກບໍ?',
    cancelled: 'ເອົາອອກຈາກບົດບາດແລ້ວ',
    loadFailed: 'ໂຫຼດບົດບາດບໍ່ສຳເລັດ',
    back: 'ກັບໄປລາຍການບົດບາດ',
  },
  protected: 'ບໍ່ສາມາດປ່ຽນແປງບົດບາດຜູ້ດູແລລະບົບໄດ້',
  addTitle: 'ເພີ່ມບົດບາດ',
  editTitle: 'ແກ້ໄຂບົດບາດ',
  addSuccess: 'ເພີ່ມແລ້ວ',
  editSuccess: 'ບັນທຶກແລ້ວ',
  deleteTitle: 'ລຶບບົດບາດ',
  deleteOne: 'ລຶບບົດບາດ "{{name}}" ບໍ?',
  deleteMany: 'ລຶບບົດບາດ {{count}} ລາຍການທີ່ເລືອກບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກບົດບາດທີ່ຈະລຶບ',
  loadFailed: 'ໂຫຼດບົດບາດບໍ່ສຳເລັດ',
  exportFileName: 'ບົດບາດ',
};

export default lo;
