import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  titles: {
    dashboard: '首页',
    profile: '个人中心',
    authRole: '分配角色',
    authUser: '分配用户',
    dictData: '字典数据',
    jobLog: '调度日志',
  },
  loading: '加载中…',
  pageFailedTitle: '此页面无法显示',
  pageFailedText: '页面的部分内容未能加载，可能是网络中断，或系统已更新。请重新加载页面再试。',
  reload: '重新加载页面',
  notFound: '抱歉，您访问的页面不存在。',
  unauthorized: '抱歉，您没有权限访问此页面。',
  backHome: '返回首页',
  back: '返回',
  loadUserFailed: '无法加载用户信息，请重新登录。',
  menusFailed: '无法以新语言加载菜单。',
  landing: {
    title: '中介管理后台',
    subtitle: '房屋、车辆、客户和合同集中管理，支持老挝语、英语和中文。',
    login: '登录',
    enter: '进入管理后台',
    register: '使用邀请码注册',
    houses: '房屋与小区',
    housesText: '发布出租或出售的房屋，审核、出租并分享。',
    vehicles: '车辆',
    vehiclesText: '管理车辆、租赁和车辆合同。',
    contracts: '合同',
    contractsText: '将 Word 模板生成合同，在线编辑并下载。',
    customers: '客户与提醒',
    customersText: '从首次联系到签约跟进客户，并提醒租约到期。',
  },
};

export default zh;
