import { SafetyOutlined } from '@ant-design/icons';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/types/namespace';

interface CaptchaFieldProps {
  img: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha code input and its image; a click on the image asks for a new one. */
export function CaptchaField({ img, loading, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  return (
    <Flex gap={8} align="flex-start">
      <Form.Item
        name="code"
        rules={[{ required: true, whitespace: true, message: t('codeRequired') }]}
        style={{ flex: 1 }}
      >
        <Input prefix={<SafetyOutlined />} placeholder={t('code')} autoComplete="off" maxLength={8} />
      </Form.Item>
      <Spin spinning={loading} size="small">
        {img ? (
          <img
            className="captcha-image"
            src={`data:image/gif;base64,${img}`}
            alt={t('captchaAlt')}
            title={t('captchaRefresh')}
            onClick={onRefresh}
            data-testid="captcha-image"
          />
        ) : (
          <button
            type="button"
            className="captcha-image"
            onClick={onRefresh}
            aria-label={t('captchaRefresh')}
          />
        )}
      </Spin>
    </Flex>
  );
}
