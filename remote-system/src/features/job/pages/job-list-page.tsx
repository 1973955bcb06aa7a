import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { jobResource } from '../fields/job-resource';

/** `monitor/job/index`: scheduled jobs (search, add, edit with the cron builder, pause, run once, log, export). */
export default function JobListPage() {
  return (
    <div className="monitor-job-page">
      <ResourceList definition={jobResource} />
    </div>
  );
}
