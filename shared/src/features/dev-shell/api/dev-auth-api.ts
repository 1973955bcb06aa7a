import { baseApi } from '@agency/shared/features/request/api/base-api';

export interface CaptchaAnswer {
  captchaEnabled?: boolean;
  uuid?: string;
  img?: string;
}

interface LoginBody {
  identifier: string;
  password: string;
  code?: string;
  uuid?: string;
}

interface UserInfoAnswer {
  user: { userId?: number; userName: string; avatar?: string | null };
  roles: string[];
  permissions: string[];
}

/** The three calls the stand-alone dev page needs to sign in (the host has the real login). */
export const devAuthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    devCaptcha: build.query<CaptchaAnswer, void>({
      query: () => ({ url: '/captchaImage', noAuth: true }),
    }),
    devLogin: build.mutation<string, LoginBody>({
      query: (body) => ({ url: '/login', method: 'POST', data: body, noAuth: true }),
      transformResponse: (response: { token: string }) => response.token,
    }),
    devUserInfo: build.query<UserInfoAnswer, void>({
      query: () => ({ url: '/getInfo' }),
    }),
  }),
});

export const { useDevCaptchaQuery, useDevLoginMutation, useLazyDevUserInfoQuery } = devAuthApi;
