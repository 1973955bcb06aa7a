import type { WireBody } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { InviteCode } from '../types/invite-code';

/** The body of `POST /system/inviteCode/generate`. */
type GenerateInviteCodes = WireBody<'/system/inviteCode/generate', 'post'>;

const BASE = '/system/inviteCode';

/** Invitation codes: the kit's list and delete (codes are generated, never typed in). */
export const inviteCodeApi = createResourceApi<InviteCode, never>({
  name: 'inviteCode',
  base: BASE,
  tag: 'InviteCode',
});

export const inviteCodeGenerateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /system/inviteCode/generate`: answers the new codes. */
    generateInviteCodes: build.mutation<string[], GenerateInviteCodes>({
      query: (data) => ({ url: `${BASE}/generate`, method: 'post', data }),
      transformResponse: (response: AjaxResult<string[]>) => response.data ?? [],
      invalidatesTags: [{ type: 'InviteCode', id: 'LIST' }],
    }),
  }),
});

export const { useGenerateInviteCodesMutation } = inviteCodeGenerateApi;
