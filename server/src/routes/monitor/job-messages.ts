import type { Lang } from '../../locales/language';

/** Server messages of the scheduled jobs (keys `monitor.job.*`). */
export const jobMessages: Record<Lang, Record<string, string>> = {
  en: {
    'monitor.job.notFound': 'The scheduled job does not exist',
    'monitor.job.busy': 'The job is already running; try again when it has finished',
    'monitor.job.done': 'Job run: {message}',
    'monitor.job.failed': 'The job failed: {message}',
    'monitor.job.field.jobId': 'Job ID',
    'monitor.job.field.jobGroup': 'Job group',
  },
  zh: {
    'monitor.job.notFound': '定时任务不存在',
    'monitor.job.busy': '任务正在执行，请在完成后再试',
    'monitor.job.done': '任务已执行：{message}',
    'monitor.job.failed': '任务执行失败：{message}',
    'monitor.job.field.jobId': '任务编号',
    'monitor.job.field.jobGroup': '任务组名',
  },
  lo: {
    'monitor.job.notFound': 'ບໍ່ມີວຽກຕາມກຳນົດເວລານີ້',
    'monitor.job.busy': 'ວຽກນີ້ກຳລັງເຮັດຢູ່; ກະລຸນາລອງໃໝ່ເມື່ອມັນແລ້ວ',
    'monitor.job.done': 'ເຮັດວຽກແລ້ວ: {message}',
    'monitor.job.failed': 'ວຽກລົ້ມເຫຼວ: {message}',
    'monitor.job.field.jobId': 'ລະຫັດວຽກ',
    'monitor.job.field.jobGroup': 'ກຸ່ມວຽກ',
  },
};
