/** An invitation code as `GET /system/inviteCode/list` sends it. */
export interface InviteCode {
  id: number;
  code: string;
  /** `invite_code_type`: property, vehicle, both. */
  codeType: string;
  /** `invite_code_status`: unused, used, expired (computed by the server from the expiry). */
  status: string;
  creator: string;
  /** How many codes were generated in the same batch. */
  generateCount: number;
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: string | null;
  expireTime: string | null;
  usedBy: string | null;
  usedTime: string | null;
}

/** The body of `POST /system/inviteCode/generate`. */
export interface GenerateInviteCodes {
  count: number;
  codeType: string;
  /** `YYYY-MM-DD HH:mm:ss`, or null for codes that never expire. */
  expireTime: string | null;
}
