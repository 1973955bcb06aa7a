/** The job log page (a static route of the host), filtered to one job when given. */
export function jobLogUrl(job?: { jobName: string; jobGroup: string }): string {
  if (!job) return '/monitor/job-log/index';
  return `/monitor/job-log/index?${new URLSearchParams({ jobName: job.jobName, jobGroup: job.jobGroup })}`;
}
