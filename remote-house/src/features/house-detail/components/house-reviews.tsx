import {
  Button,
  Divider,
  Empty,
  Flex,
  Form,
  Input,
  Rate,
  Typography,
} from '@agency/shared/features/public-page/components/light-antd';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { fieldErrorsOf } from '@agency/shared/features/request/utils/field-errors';
import { useTranslation } from 'react-i18next';
import { useLeaveReviewMutation, usePublicReviewsQuery } from '../api/public-reviews-api';
import type { ReviewInput } from '../types/public-review';

const AUTHOR_MAX = 64;
const CONTENT_MAX = 500;

/**
 * The reviews of a listed house on its public page: the average score, the shown
 * reviews (newest first) and a short form for visitors (no login; the server limits
 * how many an address may leave and says so in the visitor's language).
 */
export function HouseReviews({ houseId }: { houseId: string }) {
  const { t } = useTranslation('house');
  const [form] = Form.useForm<ReviewInput>();
  const { data, isError } = usePublicReviewsQuery(houseId);
  const [leaveReview, { isLoading }] = useLeaveReviewMutation();

  const submit = async (values: ReviewInput) => {
    const body = { author: values.author.trim(), score: values.score, content: values.content.trim() };
    const result = await leaveReview({ id: houseId, body });
    if ('error' in result) {
      // The request client has shown the reason (e.g. too many reviews from this address).
      const errors = fieldErrorsOf(result.error).filter((item) => item.field in body);
      if (errors.length)
        form.setFields(
          errors.map((item) => ({ name: item.field as keyof ReviewInput, errors: [item.message] })),
        );
      return;
    }
    getNotifier().success(result.data.msg || t('houseDetail.reviews.thanks'));
    form.resetFields();
  };

  return (
    <section className="house-reviews" data-testid="house-reviews">
      <Divider />
      <Flex align="baseline" gap={12} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('houseDetail.reviews.title')}
        </Typography.Title>
        {data && data.count > 0 && (
          <Flex align="center" gap={8}>
            <Rate disabled allowHalf value={data.average ?? 0} style={{ fontSize: 16 }} />
            <Typography.Text type="secondary">
              {t('houseDetail.reviews.average', { average: data.average ?? 0, count: data.count })}
            </Typography.Text>
          </Flex>
        )}
      </Flex>
      {isError ? (
        <Typography.Paragraph type="secondary">{t('houseDetail.reviews.loadFailed')}</Typography.Paragraph>
      ) : data && data.rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('houseDetail.reviews.none')} />
      ) : (
        <ul className="house-reviews-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {(data?.rows ?? []).map((review, index) => (
            <li
              key={`${review.createTime ?? ''}-${index}`}
              style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
            >
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text strong>{review.author}</Typography.Text>
                <Rate disabled value={review.score} style={{ fontSize: 14 }} />
              </Flex>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>
                {review.content}
              </Typography.Paragraph>
              {review.createTime && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {review.createTime.slice(0, 10)}
                </Typography.Text>
              )}
            </li>
          ))}
        </ul>
      )}
      <Typography.Title level={5}>{t('houseDetail.reviews.leave')}</Typography.Title>
      <Form<ReviewInput>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        <Form.Item
          name="score"
          label={t('houseDetail.reviews.score')}
          rules={[{ required: true, message: t('houseDetail.reviews.scoreRequired') }]}
        >
          <Rate />
        </Form.Item>
        <Form.Item
          name="author"
          label={t('houseDetail.reviews.author')}
          rules={[
            { required: true, whitespace: true, message: t('houseDetail.reviews.authorRequired') },
            { max: AUTHOR_MAX, message: t('houseDetail.reviews.tooLong', { max: AUTHOR_MAX }) },
          ]}
        >
          <Input
            maxLength={AUTHOR_MAX}
            autoComplete="name"
            placeholder={t('houseDetail.reviews.authorPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('houseDetail.reviews.content')}
          rules={[
            { required: true, whitespace: true, message: t('houseDetail.reviews.contentRequired') },
            { max: CONTENT_MAX, message: t('houseDetail.reviews.tooLong', { max: CONTENT_MAX }) },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={CONTENT_MAX}
            showCount
            placeholder={t('houseDetail.reviews.contentPlaceholder')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          {t('houseDetail.reviews.submit')}
        </Button>
      </Form>
    </section>
  );
}
