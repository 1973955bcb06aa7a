/** `GET /captchaImage`: `img` is base64 without the data-URI prefix; only `captchaEnabled` when off. */
export interface CaptchaResponse {
  captchaEnabled: boolean;
  uuid?: string;
  img?: string;
}

/** `POST /login` body (spec section 3): identifier is a user name, e-mail or phone number. */
export interface LoginBody {
  identifier: string;
  password: string;
  code?: string;
  uuid?: string;
}

/** `user` of `GET /getInfo`. */
export interface InfoUser {
  userId: number;
  userName: string;
  nickName?: string;
  avatar?: string | null;
  email?: string;
  phonenumber?: string;
  sex?: string;
  [key: string]: unknown;
}

export interface UserInfoResponse {
  user: InfoUser;
  roles: string[];
  permissions: string[];
}

/** `POST /register` body. */
export interface RegisterBody {
  username: string;
  password: string;
  confirmPassword: string;
  phonenumber: string;
  email: string;
  inviteCode: string;
  emailCode: string;
}

/** What an e-mail code is for. */
export type EmailCodePurpose = 'register' | 'reset';

export interface EmailVerifyBody {
  email: string;
  code: string;
  purpose: EmailCodePurpose;
}

export interface RetrievePasswordBody {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}
