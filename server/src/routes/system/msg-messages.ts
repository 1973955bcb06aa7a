import type { Lang } from '../../locales/language';

/** Server messages of the in-app messages (keys `msg.*`). */
export const msgMessages: Record<Lang, Record<string, string>> = {
  en: {
    'msg.notFound': 'The message does not exist',
    'msg.noRecipient': 'Choose at least one user or role',
    'msg.unknownUsers': 'Some chosen users no longer exist',
    'msg.unknownRoles': 'Some chosen roles no longer exist',
    'msg.field.messageId': 'Message ID',
    'msg.field.title': 'Title',
    'msg.field.content': 'Content',
    'msg.field.userIds': 'Users',
    'msg.field.roleIds': 'Roles',
    'msg.field.remark': 'Remark',
  },
  zh: {
    'msg.notFound': '消息不存在',
    'msg.noRecipient': '请至少选择一个用户或角色',
    'msg.unknownUsers': '部分所选用户已不存在',
    'msg.unknownRoles': '部分所选角色已不存在',
    'msg.field.messageId': '消息编号',
    'msg.field.title': '标题',
    'msg.field.content': '内容',
    'msg.field.userIds': '用户',
    'msg.field.roleIds': '角色',
    'msg.field.remark': '备注',
  },
  lo: {
    'msg.notFound': 'ບໍ່ມີຂໍ້ຄວາມນີ້',
    'msg.noRecipient': 'ກະລຸນາເລືອກຜູ້ໃຊ້ ຫຼື ບົດບາດຢ່າງໜ້ອຍໜຶ່ງ',
    'msg.unknownUsers': 'ຜູ້ໃຊ້ບາງຄົນທີ່ເລືອກບໍ່ມີແລ້ວ',
    'msg.unknownRoles': 'ບົດບາດບາງອັນທີ່ເລືອກບໍ່ມີແລ້ວ',
    'msg.field.messageId': 'ລະຫັດຂໍ້ຄວາມ',
    'msg.field.title': 'ຫົວຂໍ້',
    'msg.field.content': 'ເນື້ອໃນ',
    'msg.field.userIds': 'ຜູ້ໃຊ້',
    'msg.field.roleIds': 'ບົດບາດ',
    'msg.field.remark': 'ໝາຍເຫດ',
  },
};
