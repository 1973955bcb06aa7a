import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type {
  CaptchaResponse,
  EmailCodePurpose,
  EmailVerifyBody,
  LoginBody,
  RegisterBody,
  RetrievePasswordBody,
  UserInfoResponse,
} from '../types/auth-types';

/** Login, user info, logout, captcha, registration and password recovery. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCaptcha: build.query<CaptchaResponse, void>({
      query: () => ({ url: '/captchaImage', method: 'get', silent: true }),
      transformResponse: (body: AjaxResult & Partial<CaptchaResponse>) => ({
        captchaEnabled: body.captchaEnabled !== false,
        ...(typeof body.uuid === 'string' ? { uuid: body.uuid } : {}),
        ...(typeof body.img === 'string' ? { img: body.img } : {}),
      }),
      keepUnusedDataFor: 0,
    }),
    login: build.mutation<string, LoginBody>({
      query: (body) => ({ url: '/login', method: 'post', data: body, repeatSubmit: false }),
      transformResponse: (body: AjaxResult & { token?: string }) => {
        const token = body.token ?? (body.data as { token?: string } | undefined)?.token;
        if (!token) throw new Error('No token in the login answer');
        return token;
      },
    }),
    getInfo: build.query<UserInfoResponse, void>({
      // Silent: the guard shows the failure itself, and a stale token must not raise
      // the session-expired dialog (RuoYi's `isRelogin.show` during the guard).
      query: () => ({ url: '/getInfo', method: 'get', silent: true }),
      transformResponse: (body: AjaxResult & Partial<UserInfoResponse>) => ({
        user: body.user ?? { userId: 0, userName: '' },
        roles: Array.isArray(body.roles) ? body.roles : [],
        permissions: Array.isArray(body.permissions) ? body.permissions : [],
      }),
      providesTags: ['Session'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'post', silent: true, repeatSubmit: false }),
      transformResponse: () => undefined,
    }),
    register: build.mutation<string, RegisterBody>({
      query: (body) => ({ url: '/register', method: 'post', data: body }),
      transformResponse: (body: AjaxResult) => body.msg,
    }),
    sendEmailCode: build.mutation<string, { email: string; purpose: EmailCodePurpose }>({
      query: (params) => ({ url: '/email/code', method: 'get', params }),
      transformResponse: (body: AjaxResult) => body.msg,
    }),
    verifyEmailCode: build.mutation<string, EmailVerifyBody>({
      query: (body) => ({ url: '/email/verify', method: 'post', data: body }),
      transformResponse: (body: AjaxResult) => body.msg,
    }),
    retrievePassword: build.mutation<string, RetrievePasswordBody>({
      query: (body) => ({ url: '/email/retrievePwd', method: 'put', data: body }),
      transformResponse: (body: AjaxResult) => body.msg,
    }),
  }),
});

export const {
  useGetCaptchaQuery,
  useLazyGetCaptchaQuery,
  useLoginMutation,
  useRegisterMutation,
  useSendEmailCodeMutation,
  useVerifyEmailCodeMutation,
  useRetrievePasswordMutation,
} = authApi;
