import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeStatus, NoticeType } from '../types/notice';

/** Notice or announcement. */
export function NoticeTypeTag({ type }: { type: NoticeType }) {
  const { t } = useTranslation('system');
  return <Tag color={type === '1' ? 'warning' : 'success'}>{t(`notice.type.${type}`)}</Tag>;
}

/** Open or closed. */
export function NoticeStatusTag({ status }: { status: NoticeStatus }) {
  const { t } = useTranslation('system');
  return <Tag color={status === '0' ? 'processing' : 'error'}>{t(`notice.status.${status}`)}</Tag>;
}
