import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { selectToken } from '@agency/shared/features/store/slices/session-slice';
import { CarOutlined, FileTextOutlined, HomeOutlined, TeamOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DeferredLanguageSwitch } from '../../../components/deferred-language-switch';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card variant="borderless" style={{ height: '100%' }}>
      <Space align="start">
        <span style={{ fontSize: 28, color: 'var(--ant-color-primary)' }}>{icon}</span>
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{text}</Typography.Text>
        </div>
      </Space>
    </Card>
  );
}

/** `/index11`: the public landing page of the product, leading to login. */
export default function LandingPage() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'router.landing' });
  const loggedIn = useAppSelector(selectToken) !== '';
  return (
    <div
      style={{
        minHeight: '100vh',
        background: 'linear-gradient(160deg, #1d2b3a 0%, #304156 55%, #f0f2f5 55%)',
      }}
    >
      <Flex justify="flex-end" style={{ padding: 16 }}>
        <DeferredLanguageSwitch dark />
      </Flex>
      <div style={{ maxWidth: 1080, margin: '0 auto', padding: '24px 16px 48px' }}>
        <Typography.Title style={{ color: '#fff', marginTop: 24 }}>{t('title')}</Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', fontSize: 16, maxWidth: 640 }}>
          {t('subtitle')}
        </Typography.Paragraph>
        <Space wrap style={{ marginBottom: 48 }}>
          <Link to={loggedIn ? '/' : '/login'}>
            <Button type="primary" size="large">
              {loggedIn ? t('enter') : t('login')}
            </Button>
          </Link>
          {!loggedIn && (
            <Link to="/register">
              <Button size="large" ghost>
                {t('register')}
              </Button>
            </Link>
          )}
        </Space>
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12} lg={6}>
            <Feature icon={<HomeOutlined />} title={t('houses')} text={t('housesText')} />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Feature icon={<CarOutlined />} title={t('vehicles')} text={t('vehiclesText')} />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Feature icon={<FileTextOutlined />} title={t('contracts')} text={t('contractsText')} />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Feature icon={<TeamOutlined />} title={t('customers')} text={t('customersText')} />
          </Col>
        </Row>
      </div>
    </div>
  );
}
