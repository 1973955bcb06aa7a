import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { evaluationApi } from '../api/evaluation-api';
import type { Evaluation } from '../types/evaluation';

/** Hides a review from the public page and the average, or shows it again. */
export function VisibilityButton({ row }: { row: Evaluation }) {
  const { t } = useTranslation('house');
  const [update, { isLoading }] = evaluationApi.useUpdate();
  const hide = row.hidden !== '1';
  const toggle = async () => {
    const result = await update({
      id: row.id,
      roomId: row.roomId,
      score: row.score,
      content: row.content,
      author: row.author,
      hidden: hide ? '1' : '0',
    });
    if ('error' in result) return;
    getNotifier().success(t(hide ? 'evaluation.messages.hidden' : 'evaluation.messages.shown'));
  };
  return (
    <Button
      type="link"
      size="small"
      loading={isLoading}
      icon={hide ? <EyeInvisibleOutlined /> : <EyeOutlined />}
      onClick={() => void toggle()}
    >
      {t(hide ? 'evaluation.actions.hide' : 'evaluation.actions.show')}
    </Button>
  );
}
