import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { PasswordUpdate, ProfileResponse, ProfileUpdate, ProfileUser } from '../types/profile-types';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({
      query: () => ({ url: '/system/user/profile', method: 'get' }),
      transformResponse: (body: AjaxResult<ProfileUser> & { roleGroup?: string; postGroup?: string }) => ({
        user: body.data as ProfileUser,
        roleGroup: body.roleGroup ?? '',
        postGroup: body.postGroup ?? '',
      }),
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<string, ProfileUpdate>({
      query: (data) => ({ url: '/system/user/profile', method: 'put', data }),
      transformResponse: (body: AjaxResult) => body.msg,
      invalidatesTags: ['Profile'],
    }),
    updatePassword: build.mutation<string, PasswordUpdate>({
      query: (data) => ({ url: '/system/user/profile/updatePwd', method: 'put', data }),
      transformResponse: (body: AjaxResult) => body.msg,
    }),
    uploadAvatar: build.mutation<string, File>({
      query: (file) => {
        const data = new FormData();
        data.append('avatarfile', file);
        return {
          url: '/system/user/profile/avatar',
          method: 'post',
          data,
          headers: { 'Content-Type': 'multipart/form-data' },
        };
      },
      transformResponse: (body: AjaxResult & { imgUrl?: string }) => body.imgUrl ?? '',
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useUpdatePasswordMutation,
  useUploadAvatarMutation,
} = profileApi;
