import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { feedbackResource } from '../fields/feedback-resource';

/** `system/feedback/index`: what visitors wrote on the public pages, new first; staff handle it. */
export default function FeedbackListPage() {
  return (
    <div className="system-feedback-page">
      <ResourceList definition={feedbackResource} />
    </div>
  );
}
