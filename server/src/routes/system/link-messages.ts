import type { Lang } from '../../locales/language';

/** Server messages of the quick links (keys `link.*`). */
export const linkMessages: Record<Lang, Record<string, string>> = {
  en: {
    'link.notFound': 'The link does not exist',
    'link.urlScheme': 'Enter a web address starting with http:// or https://',
    'link.sheet': 'Links',
    'link.fileName': 'links',
    'link.field.linkId': 'Link ID',
    'link.field.linkName': 'Name',
    'link.field.url': 'Address',
    'link.field.icon': 'Icon',
    'link.field.orderNum': 'Order',
    'link.field.visible': 'Shown',
    'link.field.remark': 'Remark',
  },
  zh: {
    'link.notFound': '链接不存在',
    'link.urlScheme': '请输入以 http:// 或 https:// 开头的网址',
    'link.sheet': '链接',
    'link.fileName': '链接',
    'link.field.linkId': '链接编号',
    'link.field.linkName': '名称',
    'link.field.url': '网址',
    'link.field.icon': '图标',
    'link.field.orderNum': '排序',
    'link.field.visible': '显示',
    'link.field.remark': '备注',
  },
  lo: {
    'link.notFound': 'ບໍ່ມີລິ້ງນີ້',
    'link.urlScheme': 'ກະລຸນາປ້ອນທີ່ຢູ່ເວັບທີ່ເລີ່ມດ້ວຍ http:// ຫຼື https://',
    'link.sheet': 'ລິ້ງ',
    'link.fileName': 'ລິ້ງ',
    'link.field.linkId': 'ລະຫັດລິ້ງ',
    'link.field.linkName': 'ຊື່',
    'link.field.url': 'ທີ່ຢູ່',
    'link.field.icon': 'ໄອຄອນ',
    'link.field.orderNum': 'ລຳດັບ',
    'link.field.visible': 'ສະແດງ',
    'link.field.remark': 'ໝາຍເຫດ',
  },
};
