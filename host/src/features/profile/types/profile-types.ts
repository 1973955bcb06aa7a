/** `data` of `GET /system/user/profile`. */
export interface ProfileUser {
  userId: number;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  /** '0' male, '1' female, '2' unknown. */
  sex: string;
  avatar: string;
  createTime?: string | null;
  loginDate?: string | null;
  dept?: { deptName?: string | null } | null;
}

export interface ProfileResponse {
  user: ProfileUser;
  /** Role names joined with commas. */
  roleGroup: string;
  /** Post names joined with commas. */
  postGroup: string;
}

export interface ProfileUpdate {
  nickName: string;
  phonenumber: string;
  email: string;
  sex: string;
}

export interface PasswordUpdate {
  oldPassword: string;
  newPassword: string;
}
