import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { dictTypeApi } from '../api/dict-api';
import { dictDataResource } from '../fields/dict-data-resource';

/** `system/dict/data` (`/system/dict-data/index/:dictId`): the entries of one dictionary type. */
export default function DictDataPage() {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const navigate = useNavigate();
  const { dictId } = useParams<{ dictId: string }>();
  const id = Number(dictId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: type, isLoading, isError } = dictTypeApi.useGet(id, { skip: !valid });
  const definition = useMemo(() => (type ? dictDataResource(type.dictType) : null), [type]);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/system/dict')}>
      {t('dict.data.back')}
    </Button>
  );
  if (!valid || isError)
    return <Alert type="error" showIcon title={t('dict.data.typeNotFound')} action={back} />;
  if (isLoading || !type || !definition) return <Skeleton active />;
  return (
    <div className="system-dict-data-page">
      <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        {back}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('dict.data.heading', {
            name:
              (language === 'en' && type.dictNameEn) ||
              (language === 'lo' && type.dictNameLo) ||
              type.dictName,
            type: type.dictType,
          })}
        </Typography.Title>
      </Flex>
      <ResourceList key={type.dictType} definition={definition} />
    </div>
  );
}
