import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 参数设置（命名空间 `system`，分组 `config`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    configId: '参数主键',
    configName: '参数名称',
    configKey: '参数键名',
    configValue: '参数键值',
    configType: '系统内置',
    remark: '备注',
    createTime: '创建时间',
  },
  placeholder: {
    configName: '请输入参数名称',
    configKey: '例如 sys.account.registerUser',
    configValue: '请输入参数键值',
  },
  rules: {
    configNameRequired: '参数名称不能为空',
    configKeyRequired: '参数键名不能为空',
    configKeyPattern: '参数键名不能包含空格',
    configValueRequired: '参数键值不能为空',
  },
  addTitle: '添加参数',
  editTitle: '修改参数',
  addSuccess: '新增成功',
  editSuccess: '修改成功',
  deleteTitle: '删除参数',
  deleteOne: '是否确认删除参数“{{name}}”？',
  deleteMany: '是否确认删除选中的 {{count}} 个参数？',
  deleteSuccess: '删除成功',
  selectToDelete: '请选择要删除的参数',
  loadFailed: '参数加载失败',
  exportFileName: '参数',
};

export default zh;
