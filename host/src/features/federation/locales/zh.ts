import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  loading: '正在加载模块…',
  errorTitle: '该模块加载失败',
  errorRegistry: '无法从服务器读取模块列表。其他页面仍可正常使用。',
  errorRemote: '模块“{{name}}”无法访问或启动失败。其他页面仍可正常使用。',
  errorPage: '页面在加载或显示时出错。',
  retry: '重试',
  notAvailableTitle: '页面不可用',
  notAvailableText: '没有已安装的模块提供页面“{{component}}”，可能尚未部署。',
  backHome: '返回首页',
  details: '详情',
  updateTitle: '{{name}} 模块已更新',
  updateText: '版本 {{version}} 已上线。准备好后请重新加载；在此之前一切不变。',
  updateReload: '重新加载',
  moduleNames: {
    remote_house: '房产',
    remote_vehicle: '车辆',
    remote_contracts: '合同',
    remote_system: '系统',
  },
};

export default zh;
