import type { WireBody } from '@agency/shared/api/wire';
import { DictSelect } from '@agency/shared/features/dict/components/dict-select';
import { FormDialog } from '@agency/shared/features/form-dialog/components/form-dialog';
import type { ApiError } from '@agency/shared/features/request/types/api-error';
import { CopyOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Form, InputNumber, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGenerateInviteCodesMutation } from '../api/invite-code-api';
import { useCopyText } from '../hooks/use-copy-text';

interface GenerateValues {
  count: number;
  codeType: WireBody<'/system/inviteCode/generate', 'post'>['codeType'];
  expireTime?: Dayjs | null;
}

export const MAX_CODES = 100;

export interface GenerateDialogProps {
  onClose: () => void;
}

/**
 * Generate 1-100 codes of a type with an optional expiry (spec section 5: the
 * count is required). The new codes are shown afterwards, ready to copy.
 */
export function GenerateDialog({ onClose }: GenerateDialogProps) {
  const { t } = useTranslation(['house', 'common']);
  const [form] = Form.useForm<GenerateValues>();
  const [generate, { isLoading }] = useGenerateInviteCodesMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const copy = useCopyText();

  const send = (values: GenerateValues) =>
    generate({
      count: values.count,
      codeType: values.codeType,
      expireTime: values.expireTime ? values.expireTime.format('YYYY-MM-DD HH:mm:ss') : null,
    });

  // The request client showed the message; the server's field errors go beside their fields.
  const showFieldErrors = (error: unknown) => {
    const body = (error as ApiError).body as { fieldErrors?: { field: string; message: string }[] };
    const known: (keyof GenerateValues)[] = ['count', 'codeType', 'expireTime'];
    const errors = (body?.fieldErrors ?? []).flatMap((item) => {
      const name = known.find((key) => key === item.field);
      return name ? [{ name, errors: [item.message] }] : [];
    });
    if (errors.length) form.setFields(errors);
  };

  if (codes)
    return (
      <Modal
        open
        title={t('inviteCode.dialog.generatedTitle', { count: codes.length })}
        onCancel={onClose}
        footer={[
          <Button key="copy" icon={<CopyOutlined />} onClick={() => void copy(codes.join('\n'))}>
            {t('inviteCode.actions.copyAll')}
          </Button>,
          <Button key="close" type="primary" onClick={onClose}>
            {t('common:actions.close')}
          </Button>,
        ]}
      >
        <Flex vertical gap={8} data-testid="generated-codes" style={{ maxHeight: 360, overflow: 'auto' }}>
          {codes.map((code) => (
            <Typography.Text key={code} code copyable>
              {code}
            </Typography.Text>
          ))}
        </Flex>
      </Modal>
    );

  return (
    <FormDialog<GenerateValues, string[]>
      title={t('inviteCode.dialog.generateTitle')}
      formName="invite-generate-form"
      initialValues={{ count: 1, codeType: 'property' }}
      okText={t('inviteCode.actions.generate')}
      send={send}
      busy={isLoading}
      successMessage={(generated) => t('inviteCode.messages.generated', { count: generated.length })}
      onSent={setCodes}
      onRefused={showFieldErrors}
      onClose={onClose}
      form={form}
    >
      <Form.Item
        name="count"
        label={t('inviteCode.fields.count')}
        extra={t('inviteCode.placeholders.count', { max: MAX_CODES })}
        rules={[
          { required: true, message: t('inviteCode.rules.countRequired') },
          {
            type: 'integer',
            min: 1,
            max: MAX_CODES,
            message: t('inviteCode.rules.countRange', { max: MAX_CODES }),
          },
        ]}
      >
        <InputNumber style={{ width: '100%' }} precision={0} aria-label={t('inviteCode.fields.count')} />
      </Form.Item>
      <Form.Item
        name="codeType"
        label={t('inviteCode.fields.codeType')}
        rules={[{ required: true, message: t('inviteCode.rules.typeRequired') }]}
      >
        <DictSelect
          dictType="invite_code_type"
          allowClear={false}
          aria-label={t('inviteCode.fields.codeType')}
        />
      </Form.Item>
      <Form.Item
        name="expireTime"
        label={t('inviteCode.fields.expireTime')}
        extra={t('inviteCode.placeholders.expireTime')}
        rules={[
          {
            validator: async (_rule, value: Dayjs | null | undefined) => {
              if (value && !value.isAfter(dayjs())) throw new Error(t('inviteCode.rules.expireInFuture'));
            },
          },
        ]}
      >
        <DatePicker
          showTime
          style={{ width: '100%' }}
          format="YYYY-MM-DD HH:mm:ss"
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          aria-label={t('inviteCode.fields.expireTime')}
        />
      </Form.Item>
    </FormDialog>
  );
}
