import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { articleResource } from '../fields/article-resource';

/** `system/article/index`: the agency's news and guides; published ones show on the public pages. */
export default function ArticleListPage() {
  return (
    <div className="system-article-page">
      <ResourceList definition={articleResource} />
    </div>
  );
}
