import type { Lang } from '../../locales/language';

const fields = {
  en: {
    id: 'Lease ID',
    roomId: 'House',
    houseName: 'House',
    houseCode: 'House code',
    tenantName: 'Tenant name',
    tenantPhone: 'Tenant phone',
    startDate: 'Start date',
    endDate: 'End date',
    rent: 'Rent',
    currency: 'Currency',
    deposit: 'Deposit',
    status: 'Status',
    remark: 'Remark',
    createBy: 'Created by',
    createTime: 'Created at',
  },
  zh: {
    id: '租约编号',
    roomId: '房源',
    houseName: '房源',
    houseCode: '房源编号',
    tenantName: '租户姓名',
    tenantPhone: '租户电话',
    startDate: '开始日期',
    endDate: '结束日期',
    rent: '租金',
    currency: '币种',
    deposit: '押金',
    status: '状态',
    remark: '备注',
    createBy: '创建人',
    createTime: '创建时间',
  },
  lo: {
    id: 'ລະຫັດສັນຍາເຊົ່າ',
    roomId: 'ເຮືອນ',
    houseName: 'ເຮືອນ',
    houseCode: 'ລະຫັດເຮືອນ',
    tenantName: 'ຊື່ຜູ້ເຊົ່າ',
    tenantPhone: 'ເບີໂທຜູ້ເຊົ່າ',
    startDate: 'ວັນທີເລີ່ມຕົ້ນ',
    endDate: 'ວັນທີສິ້ນສຸດ',
    rent: 'ຄ່າເຊົ່າ',
    currency: 'ສະກຸນເງິນ',
    deposit: 'ເງິນມັດຈຳ',
    status: 'ສະຖານະ',
    remark: 'ໝາຍເຫດ',
    createBy: 'ຜູ້ສ້າງ',
    createTime: 'ວັນທີສ້າງ',
  },
};

const prefixed = (lang: Lang) =>
  Object.fromEntries(
    Object.entries(fields[lang]).map(([key, text]) => [`house.leaseList.field.${key}`, text]),
  );

/** Server messages of the lease list (keys `house.leaseList.*`). */
export const leaseListMessages: Record<Lang, Record<string, string>> = {
  en: {
    ...prefixed('en'),
    'house.leaseList.notFound': 'The lease does not exist',
    'house.leaseList.notActive': 'Only an active lease can be ended early',
    'house.leaseList.sheet': 'Leases',
    'house.leaseList.fileName': 'leases',
  },
  zh: {
    ...prefixed('zh'),
    'house.leaseList.notFound': '租约不存在',
    'house.leaseList.notActive': '只有生效中的租约可以提前终止',
    'house.leaseList.sheet': '租约',
    'house.leaseList.fileName': '租约',
  },
  lo: {
    ...prefixed('lo'),
    'house.leaseList.notFound': 'ບໍ່ມີສັນຍາເຊົ່ານີ້',
    'house.leaseList.notActive': 'ສາມາດຢຸດກ່ອນກຳນົດໄດ້ສະເພາະສັນຍາທີ່ກຳລັງເຊົ່າ',
    'house.leaseList.sheet': 'ສັນຍາເຊົ່າ',
    'house.leaseList.fileName': 'ສັນຍາເຊົ່າ',
  },
};
