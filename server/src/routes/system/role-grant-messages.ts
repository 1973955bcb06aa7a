import type { Lang } from '../../locales/language';

/** Refusals of the grant rules (services/role-grants.ts): nobody hands out more than they hold. */
export const roleGrantMessages: Record<Lang, Record<string, string>> = {
  en: {
    'grant.scopeDenied': 'You cannot give a data scope wider than your own',
    'grant.roleMenusDenied':
      'The role {name} has permissions you do not hold, so you cannot grant or remove it',
    'grant.roleScopeDenied': 'The role {name} sees more data than you do, so you cannot grant or remove it',
    'grant.selfDenied': 'You cannot change your own roles',
    'grant.ownRoleDenied': 'You cannot change a role you hold yourself',
  },
  zh: {
    'grant.scopeDenied': '不能授予比自己更大的数据权限',
    'grant.roleMenusDenied': '角色 {name} 含有您没有的权限，不能授予或取消',
    'grant.roleScopeDenied': '角色 {name} 的数据权限大于您的，不能授予或取消',
    'grant.selfDenied': '不能修改自己的角色',
    'grant.ownRoleDenied': '不能修改自己所拥有的角色',
  },
  lo: {
    'grant.scopeDenied': 'ທ່ານບໍ່ສາມາດມອບຂອບເຂດຂໍ້ມູນທີ່ກວ້າງກວ່າຂອງທ່ານເອງໄດ້',
    'grant.roleMenusDenied': 'ບົດບາດ {name} ມີສິດທີ່ທ່ານບໍ່ມີ, ທ່ານຈຶ່ງບໍ່ສາມາດມອບ ຫຼື ຖອນໄດ້',
    'grant.roleScopeDenied': 'ບົດບາດ {name} ເຫັນຂໍ້ມູນຫຼາຍກວ່າທ່ານ, ທ່ານຈຶ່ງບໍ່ສາມາດມອບ ຫຼື ຖອນໄດ້',
    'grant.selfDenied': 'ທ່ານບໍ່ສາມາດປ່ຽນບົດບາດຂອງຕົນເອງໄດ້',
    'grant.ownRoleDenied': 'ທ່ານບໍ່ສາມາດແກ້ໄຂບົດບາດທີ່ທ່ານມີເອງໄດ້',
  },
};
