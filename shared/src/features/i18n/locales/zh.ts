import type { MessagesOf } from '../types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  actions: {
    ok: '确定',
    cancel: '取消',
    confirm: '确认',
    search: '搜索',
    reset: '重置',
    add: '新增',
    edit: '修改',
    delete: '删除',
    view: '查看',
    save: '保存',
    submit: '提交',
    close: '关闭',
    back: '返回',
    refresh: '刷新',
    export: '导出',
    import: '导入',
    upload: '上传',
    download: '下载',
    more: '更多',
    operation: '操作',
  },
  status: {
    loading: '加载中...',
    noData: '暂无数据',
    success: '操作成功',
    failed: '操作失败',
  },
  prompt: {
    systemNotice: '系统提示',
    confirmDelete: '是否确认删除该数据项？',
    pleaseSelect: '请选择',
    pleaseEnter: '请输入',
  },
  language: {
    zh: '中文',
    en: 'English',
    lo: 'ພາສາລາວ',
  },
};

export default zh;
