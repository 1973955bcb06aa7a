import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { refColumn } from './columns';
import { sysDept } from './sys-dept';
import { sysMenu } from './sys-menu';
import { sysPost } from './sys-post';
import { sysRole } from './sys-role';
import { sysUser } from './sys-user';

// Many-to-many link tables. Unlike RuoYi they carry foreign keys with cascading
// deletes, so removing a role or menu row can never leave dangling links.

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: refColumn('user_id')
      .notNull()
      .references(() => sysUser.userId, { onDelete: 'cascade' }),
    roleId: refColumn('role_id')
      .notNull()
      .references(() => sysRole.roleId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: refColumn('role_id')
      .notNull()
      .references(() => sysRole.roleId, { onDelete: 'cascade' }),
    menuId: refColumn('menu_id')
      .notNull()
      .references(() => sysMenu.menuId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const sysRoleDept = pgTable(
  'sys_role_dept',
  {
    roleId: refColumn('role_id')
      .notNull()
      .references(() => sysRole.roleId, { onDelete: 'cascade' }),
    deptId: refColumn('dept_id')
      .notNull()
      .references(() => sysDept.deptId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

export const sysUserPost = pgTable(
  'sys_user_post',
  {
    userId: refColumn('user_id')
      .notNull()
      .references(() => sysUser.userId, { onDelete: 'cascade' }),
    postId: refColumn('post_id')
      .notNull()
      .references(() => sysPost.postId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);
