import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** A quick link as `/system/link` sends it. */
export interface QuickLink {
  linkId: number;
  linkName: string;
  /** http(s) only. */
  url: string;
  /** A menu icon name; '#' for none. */
  icon: string;
  orderNum: number;
  /** '0' shown in the navbar, '1' hidden. */
  visible: EnableStatus;
  createTime: string | null;
  remark: string | null;
}

export type QuickLinkInput = Omit<QuickLink, 'createTime'> & { linkId?: number };
