import type { Labels } from './labels';

/** A menu row to seed. Directories (M) hold pages (C); pages hold buttons (F). */
export interface MenuSeed {
  type: 'M' | 'C' | 'F';
  name: Labels;
  path?: string;
  component?: string;
  icon?: string;
  perms?: string;
  children?: MenuSeed[];
}

/** Names of button actions; the permission string is `<prefix><action>`. */
const actionNames: Record<string, Labels> = {
  query: ['查询', 'Query', 'ຄົ້ນຫາ'],
  add: ['新增', 'Add', 'ເພີ່ມ'],
  edit: ['修改', 'Edit', 'ແກ້ໄຂ'],
  remove: ['删除', 'Delete', 'ລຶບ'],
  export: ['导出', 'Export', 'ສົ່ງອອກ'],
  import: ['导入', 'Import', 'ນຳເຂົ້າ'],
  audit: ['审核', 'Review', 'ກວດສອບ'],
  close: ['下架', 'Take off', 'ຖອນອອກ'],
  open: ['上架', 'Put on', 'ເປີດປະກາດ'],
  rent: ['出租', 'Rent out', 'ປ່ອຍເຊົ່າ'],
  share: ['分享', 'Share', 'ແບ່ງປັນ'],
  assign: ['分配经纪人', 'Assign agent', 'ມອບໝາຍນາຍໜ້າ'],
  generate: ['生成', 'Generate', 'ສ້າງ'],
  lease: ['租赁', 'Lease', 'ເຊົ່າ'],
  download: ['下载', 'Download', 'ດາວໂຫຼດ'],
  upload: ['上传', 'Upload', 'ອັບໂຫຼດ'],
  resetPwd: ['重置密码', 'Reset password', 'ຕັ້ງລະຫັດຜ່ານໃໝ່'],
  forceLogout: ['强退', 'Force logout', 'ບັງຄັບອອກຈາກລະບົບ'],
  changeStatus: ['状态修改', 'Change status', 'ປ່ຽນສະຖານະ'],
  unlock: ['账户解锁', 'Unlock account', 'ປົດລັອກບັນຊີ'],
};

const crud = ['query', 'add', 'edit', 'remove'];
const crudExport = [...crud, 'export'];

/** A page (C) with its list permission and one button (F) per action. */
function page(
  path: string,
  component: string,
  icon: string,
  name: Labels,
  permPrefix: string,
  actions: string[],
): MenuSeed {
  return {
    type: 'C',
    name,
    path,
    component,
    icon,
    perms: `${permPrefix}list`,
    children: actions.map((action) => {
      const label = actionNames[action];
      if (!label) throw new Error(`No label for menu action ${action}`);
      return { type: 'F', name: label, perms: `${permPrefix}${action}` };
    }),
  };
}

/** A page of `module` named `name`: component `<module>/<name>/index`, permissions `<module>:<name>:<action>`. */
function modulePage(module: string, name: string, icon: string, labels: Labels, actions: string[]): MenuSeed {
  return page(name, `${module}/${name}/index`, icon, labels, `${module}:${name}:`, actions);
}

/**
 * The complete menu tree for every screen of spec section 2, in display order. House
 * comes first: the root path redirects to /house/houseRoom. Component strings are the
 * keys of the remotes' page registries; perms follow docs/architecture.md.
 */
export const menuTree: MenuSeed[] = [
  {
    type: 'M',
    name: ['房产管理', 'Property', 'ອະສັງຫາລິມະຊັບ'],
    path: 'house',
    icon: 'house',
    children: [
      page(
        'houseRoom',
        'house/houseRoom/index',
        'house',
        ['房源管理', 'Houses', 'ລາຍການເຮືອນ'],
        'house:room:',
        [...crudExport, 'import', 'audit', 'close', 'open', 'rent', 'share', 'assign'],
      ),
      modulePage('house', 'village', 'tree', ['小区管理', 'Villages', 'ໝູ່ບ້ານ'], [...crudExport, 'import']),
      modulePage('house', 'customer', 'peoples', ['客户管理', 'Customers', 'ລູກຄ້າ'], crudExport),
      page(
        'inviteCode',
        'house/inviteCode/index',
        'code',
        ['邀请码', 'Invitation codes', 'ລະຫັດເຊີນ'],
        'house:invite:',
        ['generate', 'remove'],
      ),
      page(
        'leaseExpires',
        'house/leaseExpires/index',
        'date',
        ['租约到期提醒', 'Lease reminders', 'ແຈ້ງເຕືອນໝົດສັນຍາເຊົ່າ'],
        'house:lease:',
        crud,
      ),
      modulePage('house', 'evaluation', 'star', ['评估管理', 'Evaluations', 'ການປະເມີນ'], crud),
      modulePage('house', 'leaseList', 'list', ['租赁列表', 'Lease lists', 'ລາຍການເຊົ່າ'], ['query', 'export']),
      page(
        'codeTable',
        'house/codeTable/index',
        'table',
        ['系统码表', 'Code tables', 'ຕາຕະລາງລະຫັດ'],
        'house:code:',
        crud,
      ),
    ],
  },
  {
    type: 'M',
    name: ['车辆管理', 'Vehicles', 'ລົດ'],
    path: 'vehicle',
    icon: 'car',
    children: [
      modulePage(
        'vehicle',
        'car',
        'car',
        ['车辆列表', 'Vehicle list', 'ລາຍການລົດ'],
        [...crudExport, 'import', 'lease'],
      ),
      page(
        'carLease',
        'vehicle/carLease/index',
        'date-range',
        ['车辆租赁', 'Car leases', 'ການເຊົ່າລົດ'],
        'vehicle:lease:',
        crudExport,
      ),
      page(
        'carContract',
        'vehicle/carContract/index',
        'form',
        ['车辆合同', 'Vehicle contracts', 'ສັນຍາລົດ'],
        'vehicle:contract:',
        [...crud, 'download'],
      ),
      page(
        'carCustomer',
        'vehicle/carCustomer/index',
        'people',
        ['车辆客户', 'Vehicle customers', 'ລູກຄ້າລົດ'],
        'vehicle:customer:',
        crudExport,
      ),
    ],
  },
  {
    type: 'M',
    name: ['合同管理', 'Contracts', 'ສັນຍາ'],
    path: 'pact',
    icon: 'documentation',
    children: [
      modulePage(
        'pact',
        'template',
        'documentation',
        ['合同模板', 'Contract templates', 'ແມ່ແບບສັນຍາ'],
        ['query', 'upload', 'remove', 'generate'],
      ),
      modulePage(
        'pact',
        'contract',
        'form',
        ['合同列表', 'Contract list', 'ລາຍການສັນຍາ'],
        ['query', 'edit', 'remove', 'download'],
      ),
    ],
  },
  {
    type: 'M',
    name: ['系统管理', 'System', 'ລະບົບ'],
    path: 'system',
    icon: 'system',
    children: [
      modulePage(
        'system',
        'user',
        'user',
        ['用户管理', 'Users', 'ຜູ້ໃຊ້'],
        [...crudExport, 'import', 'resetPwd'],
      ),
      modulePage('system', 'role', 'peoples', ['角色管理', 'Roles', 'ບົດບາດ'], crudExport),
      modulePage('system', 'menu', 'tree-table', ['菜单管理', 'Menus', 'ເມນູ'], crud),
      modulePage('system', 'dept', 'tree', ['部门管理', 'Departments', 'ພະແນກ'], crud),
      modulePage('system', 'post', 'post', ['岗位管理', 'Positions', 'ຕຳແໜ່ງ'], crudExport),
      modulePage('system', 'dict', 'dict', ['字典管理', 'Dictionaries', 'ວັດຈະນານຸກົມ'], crudExport),
      modulePage('system', 'config', 'edit', ['参数设置', 'Parameters', 'ການຕັ້ງຄ່າ'], crudExport),
      modulePage('system', 'notice', 'message', ['通知公告', 'Notices', 'ແຈ້ງການ'], crud),
      modulePage('system', 'module', 'component', ['模块管理', 'Modules', 'ໂມດູນ'], crud),
      modulePage('system', 'article', 'documentation', ['文章管理', 'Articles', 'ບົດຄວາມ'], crudExport),
      modulePage('system', 'developer', 'code', ['开发者', 'Developers', 'ນັກພັດທະນາ'], crud),
      modulePage('system', 'feedback', 'message', ['意见反馈', 'Feedback', 'ຄຳຕິຊົມ'], crudExport),
      modulePage('system', 'item', 'list', ['事项管理', 'Items', 'ລາຍການ'], crudExport),
      modulePage('system', 'link', 'link', ['链接管理', 'Links', 'ລິ້ງ'], crud),
      modulePage('system', 'msg', 'email', ['消息管理', 'Messages', 'ຂໍ້ຄວາມ'], crud),
      modulePage('system', 'product', 'shopping', ['产品管理', 'Products', 'ຜະລິດຕະພັນ'], crudExport),
      modulePage('system', 'tool', 'tool', ['工具', 'Tools', 'ເຄື່ອງມື'], crud),
      modulePage('system', 'work', 'job', ['工作管理', 'Work', 'ວຽກງານ'], crudExport),
    ],
  },
  {
    type: 'M',
    name: ['系统监控', 'Monitoring', 'ຕິດຕາມລະບົບ'],
    path: 'monitor',
    icon: 'monitor',
    children: [
      modulePage(
        'monitor',
        'online',
        'online',
        ['在线用户', 'Online users', 'ຜູ້ໃຊ້ອອນລາຍ'],
        ['query', 'forceLogout'],
      ),
      modulePage(
        'monitor',
        'job',
        'job',
        ['定时任务', 'Scheduled jobs', 'ວຽກຕາມກຳນົດເວລາ'],
        [...crud, 'changeStatus', 'export'],
      ),
      modulePage('monitor', 'druid', 'druid', ['数据监控', 'Data monitoring', 'ຕິດຕາມຖານຂໍ້ມູນ'], []),
      modulePage('monitor', 'server', 'server', ['服务监控', 'Server', 'ເຊີບເວີ'], []),
      modulePage('monitor', 'cache', 'redis', ['缓存监控', 'Cache', 'ແຄຊ'], []),
      page(
        'cacheList',
        'monitor/cache/list',
        'redis-list',
        ['缓存列表', 'Cache list', 'ລາຍການແຄຊ'],
        'monitor:cache:',
        [],
      ),
      modulePage(
        'monitor',
        'logininfor',
        'logininfor',
        ['登录日志', 'Login log', 'ບັນທຶກການເຂົ້າລະບົບ'],
        ['query', 'remove', 'export', 'unlock'],
      ),
      modulePage(
        'monitor',
        'operlog',
        'form',
        ['操作日志', 'Operation log', 'ບັນທຶກການດຳເນີນງານ'],
        ['query', 'remove', 'export'],
      ),
    ],
  },
];
