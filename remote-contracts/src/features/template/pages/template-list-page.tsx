import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { templateResource } from '../fields/template-resource';

/**
 * `pact/template/index`: the drag-and-drop upload card, then the paged template
 * list (a table on wide screens, cards below 768 px) with refresh and delete.
 * The root's class names the page for styles and end-to-end tests.
 */
export default function TemplateListPage() {
  return (
    <div className="pact-template-page">
      <ResourceList definition={templateResource} />
    </div>
  );
}
