import { Alert, Card, Col, Descriptions, Flex, Row, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useGetProfileQuery } from '../api/profile-api';
import { AvatarUpload } from '../components/avatar-upload';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import './profile.css';

/** `/user/profile`: the user's details, avatar upload, basic details and password change. */
export default function ProfilePage() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'profile' });
  const { data, isLoading, isError } = useGetProfileQuery();

  if (isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  const user = data?.user;

  return (
    <Row gutter={[16, 16]} data-testid="profile-page">
      <Col xs={24} lg={8}>
        <Card title={t('personalInfo')}>
          <Skeleton loading={isLoading || !user} active avatar>
            {user && (
              <>
                <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
                  <AvatarUpload avatar={user.avatar} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('avatarHint')}
                  </Typography.Text>
                </Flex>
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'userName', label: t('userName'), children: user.userName },
                    { key: 'phone', label: t('phone'), children: user.phonenumber || '-' },
                    { key: 'email', label: t('email'), children: user.email || '-' },
                    { key: 'dept', label: t('dept'), children: user.dept?.deptName || '-' },
                    { key: 'roles', label: t('roles'), children: data.roleGroup || '-' },
                    { key: 'posts', label: t('posts'), children: data.postGroup || '-' },
                    { key: 'created', label: t('createTime'), children: user.createTime || '-' },
                  ]}
                />
              </>
            )}
          </Skeleton>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t('basicInfo')}>
          {user ? (
            <Tabs
              items={[
                { key: 'info', label: t('basicInfo'), children: <ProfileForm user={user} /> },
                { key: 'password', label: t('changePassword'), children: <PasswordForm /> },
              ]}
            />
          ) : (
            <Skeleton active />
          )}
        </Card>
      </Col>
    </Row>
  );
}
