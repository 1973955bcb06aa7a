import { useDict } from '@agency/shared/features/dict/hooks/use-dict';
import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { houseName } from '../utils/house-name';

/** The generated name, live while the type and area are entered, in the user's language. */
export function HouseNamePreview() {
  const { t } = useTranslation('house');
  const form = Form.useFormInstance();
  const type = Form.useWatch('type', form) as string | undefined;
  const area = Form.useWatch('area', form) as number | null | undefined;
  const types = useDict('house_type');
  return (
    <Col xs={24}>
      <Form.Item label={t('houseRoom.fields.name')} extra={t('houseRoom.nameHint')}>
        <Input
          readOnly
          aria-label={t('houseRoom.fields.name')}
          data-testid="house-generated-name"
          value={houseName(type ? types.labelOf(type) : '', area)}
        />
      </Form.Item>
    </Col>
  );
}
