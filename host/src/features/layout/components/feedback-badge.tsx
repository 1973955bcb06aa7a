import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useGetNewFeedbackCountQuery } from '../api/feedback-badge-api';
import { CountBadge } from './count-badge';

/** Visitors write at any time: the count is read again every few minutes. */
const REFRESH_MS = 2 * 60_000;

const useNewFeedback = () => useGetNewFeedbackCountQuery(undefined, { pollingInterval: REFRESH_MS });

/** The number of new messages visitors left on the public pages; it opens the new ones. */
export function FeedbackBadge() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  return (
    <CountBadge
      permission="system:feedback:list"
      useCount={useNewFeedback}
      icon={<MessageOutlined />}
      label={(count) => t('newFeedback', { count })}
      to="/system/feedback?status=0"
      testId="feedback-badge"
    />
  );
}
