import type { Lang } from '../../locales/language';

/** Server messages of the personal centre (keys `profile.*`). */
export const profileMessages: Record<Lang, Record<string, string>> = {
  en: {
    'profile.phoneExists': 'Updating user {user} failed, the phone number is already used',
    'profile.emailExists': 'Updating user {user} failed, the e-mail address is already used',
    'profile.oldPasswordWrong': 'Changing the password failed, the current password is wrong',
    'profile.samePassword': 'The new password cannot be the same as the current one',
    'profile.avatarMissing': 'Choose an image to upload (field avatarfile)',
    'profile.avatarType': 'Only PNG, JPG, GIF or WebP images can be used as an avatar',
    'profile.avatarTooLarge': 'The image cannot be larger than {size} MB',
  },
  zh: {
    'profile.phoneExists': '修改用户“{user}”失败，手机号码已存在',
    'profile.emailExists': '修改用户“{user}”失败，邮箱账号已存在',
    'profile.oldPasswordWrong': '修改密码失败，旧密码错误',
    'profile.samePassword': '新密码不能与旧密码相同',
    'profile.avatarMissing': '请选择要上传的图片（字段 avatarfile）',
    'profile.avatarType': '头像只能使用 PNG、JPG、GIF 或 WebP 图片',
    'profile.avatarTooLarge': '图片大小不能超过 {size} MB',
  },
  lo: {
    'profile.phoneExists': 'ແກ້ໄຂຜູ້ໃຊ້ {user} ບໍ່ສຳເລັດ, ເບີໂທລະສັບນີ້ຖືກໃຊ້ແລ້ວ',
    'profile.emailExists': 'ແກ້ໄຂຜູ້ໃຊ້ {user} ບໍ່ສຳເລັດ, ອີເມວນີ້ຖືກໃຊ້ແລ້ວ',
    'profile.oldPasswordWrong': 'ປ່ຽນລະຫັດຜ່ານບໍ່ສຳເລັດ, ລະຫັດຜ່ານປັດຈຸບັນບໍ່ຖືກຕ້ອງ',
    'profile.samePassword': 'ລະຫັດຜ່ານໃໝ່ຕ້ອງບໍ່ຄືກັບລະຫັດຜ່ານປັດຈຸບັນ',
    'profile.avatarMissing': 'ກະລຸນາເລືອກຮູບພາບເພື່ອອັບໂຫຼດ (ຊ່ອງ avatarfile)',
    'profile.avatarType': 'ຮູບໂປຣໄຟລ໌ໃຊ້ໄດ້ສະເພາະຮູບ PNG, JPG, GIF ຫຼື WebP',
    'profile.avatarTooLarge': 'ຮູບພາບຕ້ອງບໍ່ໃຫຍ່ກວ່າ {size} MB',
  },
};
