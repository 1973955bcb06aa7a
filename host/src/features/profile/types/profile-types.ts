import type { Narrowed, WireBody, WireData } from '@agency/shared/api/wire';

export type ProfileUpdate = WireBody<'/system/user/profile', 'put'>;

/** The signed-in user (`sex` '0' male, '1' female, '2' unknown). */
export type ProfileUser = Narrowed<
  WireData<'/system/user/profile', 'get'>,
  { sex: NonNullable<ProfileUpdate['sex']> }
>;

/** The profile with the user's role and post names, joined with commas. */
export interface ProfileResponse {
  user: ProfileUser;
  roleGroup: string;
  postGroup: string;
}

export type PasswordUpdate = WireBody<'/system/user/profile/updatePwd', 'put'>;
