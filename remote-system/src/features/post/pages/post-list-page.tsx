import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { postResource } from '../fields/post-resource';

/** `system/post/index`: positions (search, add, edit, delete, export). */
export default function PostListPage() {
  return (
    <div className="system-post-page">
      <ResourceList definition={postResource} />
    </div>
  );
}
