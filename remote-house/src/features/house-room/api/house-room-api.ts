import type { WireBody, WireData } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import { listAndRows } from '@agency/shared/features/resource/api/list-and-rows';
import type { HouseRoom, HouseRoomInput } from '../types/house-room';

/** The body of `PUT /system/houseRoom/handlePush/{id}` (rent out). */
type LeaseInput = WireBody<'/system/houseRoom/handlePush/{id}', 'put'>;

/** One entry of `GET /system/houseRoom/userList` (active users who can be agents). */
type AgentUser = WireData<'/system/houseRoom/userList', 'get'>[number];

export const HOUSE_ROOM_BASE = '/system/houseRoom';

/** Houses (`/system/houseRoom`): the kit's list, get (with history and lease), add, edit, delete, export and import. */
export const houseRoomApi = createResourceApi<HouseRoom, HouseRoomInput>({
  name: 'houseRoom',
  base: HOUSE_ROOM_BASE,
  tag: 'House',
});

type Ids = readonly number[];

// Every state change and the agent assignment change rows of the list and the detail.
const touched = (ids: Ids) => listAndRows('House', ids);

/** The state changes of a house (spec section 4 and issue 7's table) and the agent assignment. */
export const houseRoomStateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditHouses: build.mutation<AjaxResult, Ids>({
      query: (ids) => ({ url: `${HOUSE_ROOM_BASE}/handleAudit/${ids.join(',')}`, method: 'put' }),
      invalidatesTags: (_r, _e, ids) => touched(ids),
    }),
    closeHouses: build.mutation<AjaxResult, Ids>({
      query: (ids) => ({ url: `${HOUSE_ROOM_BASE}/handleClose/${ids.join(',')}`, method: 'put' }),
      invalidatesTags: (_r, _e, ids) => touched(ids),
    }),
    openHouses: build.mutation<AjaxResult, Ids>({
      query: (ids) => ({ url: `${HOUSE_ROOM_BASE}/handleOpen/${ids.join(',')}`, method: 'put' }),
      invalidatesTags: (_r, _e, ids) => touched(ids),
    }),
    rentOutHouse: build.mutation<AjaxResult, { id: number; lease: LeaseInput }>({
      query: ({ id, lease }) => ({ url: `${HOUSE_ROOM_BASE}/handlePush/${id}`, method: 'put', data: lease }),
      invalidatesTags: (_r, _e, { id }) => touched([id]),
    }),
    markHouseSold: build.mutation<AjaxResult, number>({
      query: (id) => ({ url: `${HOUSE_ROOM_BASE}/handleSold/${id}`, method: 'put' }),
      invalidatesTags: (_r, _e, id) => touched([id]),
    }),
    endHouseLease: build.mutation<AjaxResult, number>({
      query: (id) => ({ url: `${HOUSE_ROOM_BASE}/handleEndLease/${id}`, method: 'put' }),
      invalidatesTags: (_r, _e, id) => touched([id]),
    }),
    houseAgentUsers: build.query<AgentUser[], void>({
      query: () => ({ url: `${HOUSE_ROOM_BASE}/userList` }),
      // RuoYi servers answer this list as `data` or as a table's `rows`.
      transformResponse: (response: AjaxResult<AgentUser[]> & { rows?: AgentUser[] }) =>
        Array.isArray(response.data) ? response.data : Array.isArray(response.rows) ? response.rows : [],
    }),
    assignHouseAgent: build.mutation<AjaxResult, { ids: Ids; userId: number }>({
      query: ({ ids, userId }) => ({
        url: `${HOUSE_ROOM_BASE}/authUser/${ids.join(',')}`,
        method: 'put',
        params: { userId },
      }),
      invalidatesTags: (_r, _e, { ids }) => touched(ids),
    }),
  }),
});

export const {
  useAuditHousesMutation,
  useCloseHousesMutation,
  useOpenHousesMutation,
  useRentOutHouseMutation,
  useMarkHouseSoldMutation,
  useEndHouseLeaseMutation,
  useHouseAgentUsersQuery,
  useAssignHouseAgentMutation,
} = houseRoomStateApi;
