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
      page('village', 'house/village/index', 'tree', ['小区管理', 'Villages', 'ໝູ່ບ້ານ'], 'house:village:', [
        ...crudExport,
        'import',
      ]),
      page(
        'customer',
        'house/customer/index',
        'peoples',
        ['客户管理', 'Customers', 'ລູກຄ້າ'],
        'house:customer:',
        crudExport,
      ),
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
      page(
        'evaluation',
        'house/evaluation/index',
        'star',
        ['评估管理', 'Evaluations', 'ການປະເມີນ'],
        'house:evaluation:',
        crud,
      ),
      page(
        'leaseList',
        'house/leaseList/index',
        'list',
        ['租赁列表', 'Lease lists', 'ລາຍການເຊົ່າ'],
        'house:leaseList:',
        ['query', 'export'],
      ),
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
      page('car', 'vehicle/car/index', 'car', ['车辆列表', 'Vehicle list', 'ລາຍການລົດ'], 'vehicle:car:', [
        ...crudExport,
        'import',
        'lease',
      ]),
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
      page(
        'template',
        'pact/template/index',
        'documentation',
        ['合同模板', 'Contract templates', 'ແມ່ແບບສັນຍາ'],
        'pact:template:',
        ['query', 'upload', 'remove', 'generate'],
      ),
      page(
        'contract',
        'pact/contract/index',
        'form',
        ['合同列表', 'Contract list', 'ລາຍການສັນຍາ'],
        'pact:contract:',
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
      page('user', 'system/user/index', 'user', ['用户管理', 'Users', 'ຜູ້ໃຊ້'], 'system:user:', [
        ...crudExport,
        'import',
        'resetPwd',
      ]),
      page(
        'role',
        'system/role/index',
        'peoples',
        ['角色管理', 'Roles', 'ບົດບາດ'],
        'system:role:',
        crudExport,
      ),
      page('menu', 'system/menu/index', 'tree-table', ['菜单管理', 'Menus', 'ເມນູ'], 'system:menu:', crud),
      page('dept', 'system/dept/index', 'tree', ['部门管理', 'Departments', 'ພະແນກ'], 'system:dept:', crud),
      page(
        'post',
        'system/post/index',
        'post',
        ['岗位管理', 'Positions', 'ຕຳແໜ່ງ'],
        'system:post:',
        crudExport,
      ),
      page(
        'dict',
        'system/dict/index',
        'dict',
        ['字典管理', 'Dictionaries', 'ວັດຈະນານຸກົມ'],
        'system:dict:',
        crudExport,
      ),
      page(
        'config',
        'system/config/index',
        'edit',
        ['参数设置', 'Parameters', 'ການຕັ້ງຄ່າ'],
        'system:config:',
        crudExport,
      ),
      page(
        'notice',
        'system/notice/index',
        'message',
        ['通知公告', 'Notices', 'ແຈ້ງການ'],
        'system:notice:',
        crud,
      ),
      page(
        'module',
        'system/module/index',
        'component',
        ['模块管理', 'Modules', 'ໂມດູນ'],
        'system:module:',
        crud,
      ),
      page(
        'article',
        'system/article/index',
        'documentation',
        ['文章管理', 'Articles', 'ບົດຄວາມ'],
        'system:article:',
        crudExport,
      ),
      page(
        'developer',
        'system/developer/index',
        'code',
        ['开发者', 'Developers', 'ນັກພັດທະນາ'],
        'system:developer:',
        crud,
      ),
      page(
        'feedback',
        'system/feedback/index',
        'message',
        ['意见反馈', 'Feedback', 'ຄຳຕິຊົມ'],
        'system:feedback:',
        crudExport,
      ),
      page('item', 'system/item/index', 'list', ['事项管理', 'Items', 'ລາຍການ'], 'system:item:', crudExport),
      page('link', 'system/link/index', 'link', ['链接管理', 'Links', 'ລິ້ງ'], 'system:link:', crud),
      page('msg', 'system/msg/index', 'email', ['消息管理', 'Messages', 'ຂໍ້ຄວາມ'], 'system:msg:', crud),
      page(
        'product',
        'system/product/index',
        'shopping',
        ['产品管理', 'Products', 'ຜະລິດຕະພັນ'],
        'system:product:',
        crudExport,
      ),
      page('tool', 'system/tool/index', 'tool', ['工具', 'Tools', 'ເຄື່ອງມື'], 'system:tool:', crud),
      page('work', 'system/work/index', 'job', ['工作管理', 'Work', 'ວຽກງານ'], 'system:work:', crudExport),
    ],
  },
  {
    type: 'M',
    name: ['系统监控', 'Monitoring', 'ຕິດຕາມລະບົບ'],
    path: 'monitor',
    icon: 'monitor',
    children: [
      page(
        'online',
        'monitor/online/index',
        'online',
        ['在线用户', 'Online users', 'ຜູ້ໃຊ້ອອນລາຍ'],
        'monitor:online:',
        ['query', 'forceLogout'],
      ),
      page(
        'job',
        'monitor/job/index',
        'job',
        ['定时任务', 'Scheduled jobs', 'ວຽກຕາມກຳນົດເວລາ'],
        'monitor:job:',
        [...crud, 'changeStatus', 'export'],
      ),
      page(
        'druid',
        'monitor/druid/index',
        'druid',
        ['数据监控', 'Data monitoring', 'ຕິດຕາມຖານຂໍ້ມູນ'],
        'monitor:druid:',
        [],
      ),
      page(
        'server',
        'monitor/server/index',
        'server',
        ['服务监控', 'Server', 'ເຊີບເວີ'],
        'monitor:server:',
        [],
      ),
      page('cache', 'monitor/cache/index', 'redis', ['缓存监控', 'Cache', 'ແຄຊ'], 'monitor:cache:', []),
      page(
        'cacheList',
        'monitor/cache/list',
        'redis-list',
        ['缓存列表', 'Cache list', 'ລາຍການແຄຊ'],
        'monitor:cache:',
        [],
      ),
      page(
        'logininfor',
        'monitor/logininfor/index',
        'logininfor',
        ['登录日志', 'Login log', 'ບັນທຶກການເຂົ້າລະບົບ'],
        'monitor:logininfor:',
        ['query', 'remove', 'export', 'unlock'],
      ),
      page(
        'operlog',
        'monitor/operlog/index',
        'form',
        ['操作日志', 'Operation log', 'ບັນທຶກການດຳເນີນງານ'],
        'monitor:operlog:',
        ['query', 'remove', 'export'],
      ),
    ],
  },
];
