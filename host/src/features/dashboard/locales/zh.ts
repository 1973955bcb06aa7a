import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  title: '首页',
  refresh: '刷新',
  loadFailed: '无法加载统计数据。',
  noData: '暂无数据',
  nothingToShow: '您的角色不包含此处显示的任何统计数据。',
  houses: '房屋',
  vehicles: '车辆',
  contracts: '合同',
  customers: '客户',
  total: {
    houses: '房屋总数',
    vehicles: '车辆总数',
    contracts: '合同总数',
    customers: '客户总数',
  },
  housesByStatus: '房屋状态分布',
  vehiclesByStatus: '车辆状态分布',
  contractsByMonth: '每月合同数',
  customersBySource: '客户来源',
};

export default zh;
