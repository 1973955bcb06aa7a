import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { QuickLink, QuickLinkInput } from '../types/link';

/** Quick links (`/system/link`): the kit's list, get, add, edit and delete; the navbar menu shares the tag. */
export const linkApi = createResourceApi<QuickLink, QuickLinkInput>({
  name: 'quickLink',
  base: '/system/link',
  tag: 'QuickLink',
  idKey: 'linkId',
});
