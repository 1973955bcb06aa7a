import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TemplateFill } from '../hooks/use-template-fill';

/**
 * Every placeholder of the template with its value: typed values are kept (the
 * records fill only what is still empty), and the names still without a value
 * are listed; they stay visible in the text.
 */
export function PlaceholderValuesForm({ fill }: { fill: TemplateFill }) {
  const { t } = useTranslation('pact');
  if (fill.names.length === 0) {
    return <Typography.Text type="secondary">{t('detail.fill.noPlaceholders')}</Typography.Text>;
  }
  return (
    <Flex vertical gap={8} data-testid="pact-fill-values">
      <Typography.Text strong>{t('detail.fill.valuesTitle')}</Typography.Text>
      <Typography.Text type="secondary">{t('detail.fill.valuesHint')}</Typography.Text>
      <Form layout="vertical" component="div">
        <div
          style={{
            display: 'grid',
            gap: '0 12px',
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {fill.names.map((name) => (
            <Form.Item key={name} label={name} htmlFor={`pact-value-${name}`} style={{ marginBottom: 8 }}>
              <Input
                id={`pact-value-${name}`}
                value={fill.valueOf(name)}
                maxLength={2000}
                onChange={(event) => fill.type(name, event.target.value)}
              />
            </Form.Item>
          ))}
        </div>
      </Form>
      <Flex justify="flex-end">
        <Button onClick={fill.apply} loading={fill.filling}>
          {t('detail.fill.apply')}
        </Button>
      </Flex>
      {fill.unfilled !== null ? (
        <Alert
          type={fill.unfilled.length ? 'warning' : 'success'}
          showIcon
          data-testid="pact-fill-unfilled"
          title={
            fill.unfilled.length
              ? t('detail.fill.unfilled', { names: fill.unfilled.map((name) => `{{${name}}}`).join(', ') })
              : t('detail.fill.allFilled')
          }
        />
      ) : null}
    </Flex>
  );
}
