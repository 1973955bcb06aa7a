import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sysUserPost } from '../../db/schema/sys-links';
import { sysPost } from '../../db/schema/sys-post';
import { sysUser } from '../../db/schema/sys-user';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema } from '../../plugins/envelope';
import { formatDateTime } from '../../services/date-format';
import { isStrongPassword } from '../../services/password-policy';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { deleteUserSessions } from '../../services/sessions';
import { loadUserRoles } from '../../services/user-access';
import { findUserWithDept } from '../../services/users';
import { AVATAR_MAX_BYTES, AVATAR_MAX_MB, sniffImageType } from './profile-image';
import { profileMessages } from './profile-messages';
import { UserCardFields, userCardOf } from './user-schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const ProfileUser = Type.Object({
  ...UserCardFields,
  loginIp: Type.String(),
  loginDate: Nullable(Type.String()),
  createTime: Nullable(Type.String()),
  pwdUpdateDate: Nullable(Type.String()),
  dept: Nullable(Type.Object({ deptId: Type.Integer(), deptName: Type.String() })),
});

const ProfileResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Optional(ProfileUser),
  roleGroup: Type.Optional(Type.String()),
  postGroup: Type.Optional(Type.String()),
});

const ProfileBody = Type.Object({
  nickName: Type.String({ minLength: 1, maxLength: 30, pattern: '\\S' }),
  phonenumber: Type.String({ minLength: 5, maxLength: 20, pattern: '^\\+?[0-9][0-9 ()-]*$' }),
  email: Type.String({ format: 'email', maxLength: 100 }),
  sex: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')])),
});

const PasswordBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 100 }),
  newPassword: Type.String({ minLength: 1, maxLength: 100 }),
});

const AvatarResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  imgUrl: Type.Optional(Type.String()),
});

/**
 * The stored path prefix of avatars (RuoYi's `/profile/avatar/...`), served publicly at
 * `/web-api/profile/avatar/...` from DATA_DIR/uploads/avatar by routes/common/download-routes.
 */
export const AVATAR_URL_PREFIX = '/profile/avatar/';

/** Reads the one image of field `avatarfile`, at most 5 MB; every part is consumed. */
async function readAvatar(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError('profile.avatarMissing');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type !== 'file') continue;
      const content = await part.toBuffer();
      if (part.fieldname === 'avatarfile') bytes = content;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError('profile.avatarTooLarge', { size: AVATAR_MAX_MB });
    if (code === 'FST_FILES_LIMIT') throw new ApiError('profile.avatarMissing');
    throw error;
  }
  if (!bytes || bytes.length === 0) throw new ApiError('profile.avatarMissing');
  return bytes;
}

/**
 * The personal centre of the signed-in user (RuoYi's /system/user/profile): details
 * with role and post names, editing of nickname, phone, e-mail and sex, the password
 * change, and the avatar upload.
 */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(profileMessages);
  const avatarDir = path.join(app.config.uploadDir, 'avatar');

  app.get(
    '/system/user/profile',
    {
      config: { permission: '@login' },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user with role and post names',
        response: { 200: ProfileResponse },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const row = await findUserWithDept(app.db, auth.userId);
      if (!row) throw new ApiError('recordNotFound');
      const { user, dept } = row;
      const roles = await loadUserRoles(app.db, auth.userId);
      const posts = await app.db
        .select({ postName: sysPost.postName })
        .from(sysUserPost)
        .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
        .where(eq(sysUserPost.userId, auth.userId))
        .orderBy(sysPost.postSort);
      return {
        code: 200,
        msg: request.t('success'),
        data: {
          ...userCardOf(user),
          loginIp: user.loginIp,
          loginDate: formatDateTime(user.loginDate),
          createTime: formatDateTime(user.createTime),
          pwdUpdateDate: formatDateTime(user.pwdUpdateDate),
          dept: dept ? { deptId: dept.deptId, deptName: dept.deptName } : null,
        },
        roleGroup: roles.map((role) => role.roleName).join(','),
        postGroup: posts.map((post) => post.postName).join(','),
      };
    },
  );

  app.put(
    '/system/user/profile',
    {
      config: { permission: '@login', operLog: { title: 'profile', businessType: 2 } },
      schema: {
        tags: ['profile'],
        summary: 'Edit own details',
        body: ProfileBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const body = request.body;
      const email = body.email.trim().toLowerCase();
      const phone = body.phonenumber.trim();
      const others = and(ne(sysUser.userId, auth.userId), eq(sysUser.delFlag, '0'));
      const [phoneOwner] = await app.db
        .select({ userId: sysUser.userId })
        .from(sysUser)
        .where(and(others, eq(sysUser.phonenumber, phone)));
      if (phoneOwner) throw new ApiError('profile.phoneExists', { user: auth.userName });
      const [emailOwner] = await app.db
        .select({ userId: sysUser.userId })
        .from(sysUser)
        .where(and(others, eq(sysUser.email, email)));
      if (emailOwner) throw new ApiError('profile.emailExists', { user: auth.userName });
      await app.db
        .update(sysUser)
        .set({
          nickName: body.nickName.trim(),
          phonenumber: phone,
          email,
          ...(body.sex ? { sex: body.sex } : {}),
          updateBy: auth.userName,
          updateTime: new Date(),
        })
        .where(eq(sysUser.userId, auth.userId));
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/user/profile/updatePwd',
    {
      config: { permission: '@login', operLog: { title: 'profile password', businessType: 2 } },
      schema: {
        tags: ['profile'],
        summary: 'Change own password',
        description:
          'JSON body `{oldPassword, newPassword}`; the new password follows the policy of spec section 5 (8-20 characters, letters, digits and a special character).',
        body: PasswordBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const { oldPassword, newPassword } = request.body;
      if (!isStrongPassword(newPassword)) throw new ApiError('password.weak');
      const [user] = await app.db
        .select({ password: sysUser.password })
        .from(sysUser)
        .where(eq(sysUser.userId, auth.userId));
      if (!user || !(await verifyPassword(oldPassword, user.password)))
        throw new ApiError('profile.oldPasswordWrong');
      if (await verifyPassword(newPassword, user.password)) throw new ApiError('profile.samePassword');
      const now = new Date();
      await app.db
        .update(sysUser)
        .set({
          password: await hashPassword(newPassword),
          pwdUpdateDate: now,
          updateBy: auth.userName,
          updateTime: now,
        })
        .where(eq(sysUser.userId, auth.userId));
      // Whoever held the old password is signed out everywhere else (issue 32, finding 6).
      await deleteUserSessions(app.db, auth.userId, request.session?.sessionId);
      return { code: 200, msg: request.t('success') };
    },
  );

  app.post(
    '/system/user/profile/avatar',
    {
      config: { permission: '@login', operLog: { title: 'profile avatar', businessType: 2 } },
      schema: {
        tags: ['profile'],
        summary: 'Upload own avatar',
        description:
          'multipart/form-data with one image in `avatarfile` (PNG, JPG, GIF or WebP by content, at most 5 MB).',
        consumes: ['multipart/form-data'],
        response: { 200: AvatarResponse },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const bytes = await readAvatar(request);
      const type = sniffImageType(bytes);
      if (!type) throw new ApiError('profile.avatarType');
      const now = new Date();
      const day = [
        String(now.getFullYear()),
        String(now.getMonth() + 1).padStart(2, '0'),
        String(now.getDate()).padStart(2, '0'),
      ];
      const relative = path.posix.join(...day, `${randomUUID()}.${type}`);
      const target = path.join(avatarDir, ...relative.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, bytes);

      const [before] = await app.db
        .select({ avatar: sysUser.avatar })
        .from(sysUser)
        .where(eq(sysUser.userId, auth.userId));
      const imgUrl = `${AVATAR_URL_PREFIX}${relative}`;
      await app.db
        .update(sysUser)
        .set({ avatar: imgUrl, updateBy: auth.userName, updateTime: now })
        .where(eq(sysUser.userId, auth.userId));
      // The old picture is ours to delete only when it lives in the avatar folder.
      const old = before?.avatar ?? '';
      if (old.startsWith(AVATAR_URL_PREFIX) && !old.includes('..')) {
        await fs.rm(path.join(avatarDir, ...old.slice(AVATAR_URL_PREFIX.length).split('/')), { force: true });
      }
      return { code: 200, msg: request.t('success'), imgUrl };
    },
  );
};
