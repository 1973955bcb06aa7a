import { useDict } from '@agency/shared/features/dict/hooks/use-dict';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Form, Input, Modal, Radio, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddNoticeMutation, useLazyGetNoticeQuery, useUpdateNoticeMutation } from '../api/notice-api';
import { NOTICE_STATUS_DICT, NOTICE_TYPE_DICT, type NoticeForm } from '../types/notice';
import { NoticeContentEditor } from './notice-content-editor';

interface NoticeFormDialogProps {
  /** The notice to edit; null adds a new one. */
  noticeId: number | null;
  onClose: () => void;
}

const EMPTY: NoticeForm = { noticeTitle: '', noticeType: '1', noticeContent: '', status: '0' };

/**
 * Add or edit a notice: title (1-50 characters), type, status and rich-text
 * content. Mounted only while open, so each opening starts from a fresh form.
 */
export function NoticeFormDialog({ noticeId, onClose }: NoticeFormDialogProps) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<NoticeForm>();
  const [loadNotice, { isFetching: loading }] = useLazyGetNoticeQuery();
  const [addNotice, { isLoading: adding }] = useAddNoticeMutation();
  const [updateNotice, { isLoading: updating }] = useUpdateNoticeMutation();
  const editing = noticeId !== null;
  const types = useDict(NOTICE_TYPE_DICT);
  const statuses = useDict(NOTICE_STATUS_DICT);

  useEffect(() => {
    if (noticeId === null) return;
    loadNotice(noticeId)
      .unwrap()
      .then((notice) =>
        form.setFieldsValue({
          noticeTitle: notice.noticeTitle,
          noticeType: notice.noticeType,
          status: notice.status,
          noticeContent: notice.noticeContent ?? '',
        }),
      )
      .catch(() => onClose());
  }, [noticeId, form, loadNotice, onClose]);

  const submit = async () => {
    let values: NoticeForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    const body: NoticeForm = { ...values, noticeTitle: values.noticeTitle.trim() };
    try {
      if (noticeId === null) await addNotice(body).unwrap();
      else await updateNotice({ ...body, noticeId }).unwrap();
    } catch {
      return; // the request client has shown the reason
    }
    getNotifier().success(t(editing ? 'notice.editSuccess' : 'notice.addSuccess'));
    onClose();
  };

  return (
    <Modal
      open
      title={t(editing ? 'notice.editTitle' : 'notice.addTitle')}
      width={880}
      okText={t('notice.save')}
      cancelText={t('notice.cancel')}
      confirmLoading={adding || updating}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Spin spinning={loading}>
        <Form form={form} layout="vertical" initialValues={EMPTY} name="notice-form">
          <Form.Item
            name="noticeTitle"
            label={t('notice.fields.noticeTitle')}
            rules={[
              { required: true, whitespace: true, message: t('notice.rules.titleRequired') },
              { max: 50, message: t('notice.rules.titleMax') },
            ]}
          >
            <Input placeholder={t('notice.placeholder.noticeTitle')} maxLength={50} showCount />
          </Form.Item>
          <Form.Item
            name="noticeType"
            label={t('notice.fields.noticeType')}
            rules={[{ required: true, message: t('notice.rules.typeRequired') }]}
          >
            <Radio.Group options={types.options.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
          <Form.Item name="status" label={t('notice.fields.status')}>
            <Radio.Group options={statuses.options.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
          <Form.Item name="noticeContent" label={t('notice.fields.noticeContent')}>
            <NoticeContentEditor placeholder={t('notice.placeholder.noticeContent')} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
