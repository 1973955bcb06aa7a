import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateDeployTokenMutation } from '../api/deploy-token-api';

interface TokenForm {
  moduleName: string;
  label: string;
}

/**
 * Creates a deploy token for one module's pipeline, then shows it the one time it can
 * be seen (the server keeps only its hash), with a copy button.
 */
export function CreateTokenDialog({
  open,
  modules,
  onClose,
}: {
  open: boolean;
  modules: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<TokenForm>();
  const [create, { isLoading }] = useCreateDeployTokenMutation();
  const [token, setToken] = useState<string | null>(null);

  const close = () => {
    setToken(null);
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const created = await create({
        moduleName: values.moduleName,
        label: values.label?.trim() ?? '',
      }).unwrap();
      setToken(created.token);
    } catch {
      // the request client has shown the reason
    }
  };

  return (
    <Modal
      open={open}
      title={t('module.tokens.createTitle')}
      okText={token ? t('module.tokens.done') : t('module.tokens.create')}
      cancelButtonProps={token ? { style: { display: 'none' } } : undefined}
      cancelText={t('module.confirm.cancel')}
      confirmLoading={isLoading}
      onOk={token ? close : () => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      {token ? (
        <>
          <Alert type="warning" showIcon title={t('module.tokens.showOnce')} style={{ marginBottom: 12 }} />
          <Typography.Paragraph copyable={{ text: token }} code data-testid="deploy-token">
            {token}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('module.tokens.usage')}</Typography.Paragraph>
        </>
      ) : (
        <Form<TokenForm> form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="moduleName"
            label={t('module.fields.name')}
            rules={[{ required: true, message: t('module.tokens.moduleRequired') }]}
          >
            <Select options={modules.map((name) => ({ value: name, label: name }))} />
          </Form.Item>
          <Form.Item name="label" label={t('module.tokens.label')} rules={[{ max: 100 }]}>
            <Input maxLength={100} showCount placeholder={t('module.tokens.labelPlaceholder')} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
