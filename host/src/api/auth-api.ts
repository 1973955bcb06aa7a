import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type {
  EmailCodePurpose,
  EmailVerifyBody,
  RegisterBody,
  RetrievePasswordBody,
  UserInfoResponse,
} from '../types/auth-types';

/** User info, logout, registration and password recovery (login and captcha: login-api, without RTK Query). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
  useRegisterMutation,
  useSendEmailCodeMutation,
  useVerifyEmailCodeMutation,
  useRetrievePasswordMutation,
} = authApi;
