import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';

export interface Captcha {
  captchaEnabled: boolean;
  uuid?: string;
  /** base64 image data without the data-URI prefix. */
  img?: string;
}

export interface LoginBody {
  identifier: string;
  password: string;
  code?: string;
  uuid?: string;
}

export interface UserInfo {
  user: { userId: number; userName: string; avatar?: string | null };
  roles: string[];
  permissions: string[];
}

/** The three calls the standalone page needs to sign in (the host has the real login screens). */
export const devAuthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    devCaptcha: build.query<Captcha, void>({
      query: () => ({ url: '/captchaImage', noAuth: true }),
      transformResponse: (response: AjaxResult & Captcha) => ({
        captchaEnabled: response.captchaEnabled !== false,
        uuid: response.uuid,
        img: response.img,
      }),
    }),
    devLogin: build.mutation<string, LoginBody>({
      query: (data) => ({ url: '/login', method: 'post', data, noAuth: true }),
      transformResponse: (response: AjaxResult & { token?: string }) => response.token ?? '',
    }),
    devUserInfo: build.query<UserInfo, string>({
      // The token is the argument so a new session fetches again.
      query: () => ({ url: '/getInfo' }),
      transformResponse: (response: AjaxResult & UserInfo) => ({
        user: response.user,
        roles: response.roles ?? [],
        permissions: response.permissions ?? [],
      }),
      providesTags: ['Session'],
    }),
  }),
});

export const { useDevCaptchaQuery, useDevLoginMutation, useDevUserInfoQuery } = devAuthApi;
