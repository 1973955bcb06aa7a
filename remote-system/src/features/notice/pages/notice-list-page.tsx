import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { noticeResource } from '../fields/notice-resource';

/** `system/notice/index`: search, paged table, add/edit with rich-text content, and delete of notices. */
export default function NoticeListPage() {
  return (
    <div className="system-notice-page">
      <ResourceList definition={noticeResource} />
    </div>
  );
}
