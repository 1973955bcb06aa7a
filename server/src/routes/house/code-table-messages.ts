import type { Lang } from '../../locales/language';

const fields = {
  en: {
    dictCode: 'Code ID',
    dictCodes: 'Code IDs',
    dictType: 'Code table',
    dictValue: 'Value',
    dictLabel: 'Label (Chinese)',
    dictLabelEn: 'Label (English)',
    dictLabelLo: 'Label (Lao)',
    dictSort: 'Order',
    listClass: 'Tag colour',
    status: 'Status',
    remark: 'Remark',
  },
  zh: {
    dictCode: '编码',
    dictCodes: '编码',
    dictType: '码表',
    dictValue: '值',
    dictLabel: '名称（中文）',
    dictLabelEn: '名称（英文）',
    dictLabelLo: '名称（老挝文）',
    dictSort: '排序',
    listClass: '标签颜色',
    status: '状态',
    remark: '备注',
  },
  lo: {
    dictCode: 'ລະຫັດ',
    dictCodes: 'ລະຫັດ',
    dictType: 'ຕາຕະລາງລະຫັດ',
    dictValue: 'ຄ່າ',
    dictLabel: 'ຊື່ (ພາສາຈີນ)',
    dictLabelEn: 'ຊື່ (ພາສາອັງກິດ)',
    dictLabelLo: 'ຊື່ (ພາສາລາວ)',
    dictSort: 'ລຳດັບ',
    listClass: 'ສີປ້າຍ',
    status: 'ສະຖານະ',
    remark: 'ໝາຍເຫດ',
  },
};

const prefixed = (lang: Lang) =>
  Object.fromEntries(Object.entries(fields[lang]).map(([key, text]) => [`house.code.field.${key}`, text]));

/** Server messages of the house code tables (keys `house.code.*`). */
export const codeTableMessages: Record<Lang, Record<string, string>> = {
  en: {
    ...prefixed('en'),
    'house.code.notFound': 'The code does not exist',
    'house.code.valueExists': 'The value "{value}" already exists in this code table',
    'house.code.typeFixed': 'A code cannot move to another code table',
    'house.code.statusFixed':
      'House status values are fixed (the house workflow uses them): only their labels can change',
    'house.code.inUse':
      'The value "{value}" is used by {count} houses and cannot be deleted; disable it instead',
  },
  zh: {
    ...prefixed('zh'),
    'house.code.notFound': '编码不存在',
    'house.code.valueExists': '该码表中已存在值“{value}”',
    'house.code.typeFixed': '编码不能移到其他码表',
    'house.code.statusFixed': '房源状态的值是固定的（房源流程使用），只能修改名称',
    'house.code.inUse': '值“{value}”正被 {count} 个房源使用，不能删除；可改为停用',
  },
  lo: {
    ...prefixed('lo'),
    'house.code.notFound': 'ບໍ່ມີລະຫັດນີ້',
    'house.code.valueExists': 'ຄ່າ "{value}" ມີຢູ່ແລ້ວໃນຕາຕະລາງລະຫັດນີ້',
    'house.code.typeFixed': 'ບໍ່ສາມາດຍ້າຍລະຫັດໄປຕາຕະລາງອື່ນ',
    'house.code.statusFixed': 'ຄ່າຂອງສະຖານະເຮືອນຖືກກຳນົດໄວ້ (ຂັ້ນຕອນເຮືອນໃຊ້ມັນ): ປ່ຽນໄດ້ສະເພາະຊື່',
    'house.code.inUse': 'ຄ່າ "{value}" ຖືກໃຊ້ຢູ່ໃນ {count} ເຮືອນ ບໍ່ສາມາດລຶບໄດ້; ໃຫ້ປິດການໃຊ້ງານແທນ',
  },
};
