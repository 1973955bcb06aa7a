import type { Contract } from '@agency/shared/features/contract/types/contract';
import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { FileAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CarContractRowActions } from '../components/car-contract-row-actions';
import { carContractResource } from '../fields/car-contract-resource';

/**
 * `vehicle/carContract/index`: the vehicle contracts (draft, signed, expired) with
 * view, Word file, share link and delete; new ones are generated from a template of
 * the contracts module with a car lease's data (its saves come back here).
 */
export default function CarContractListPage() {
  const { t } = useTranslation('vehicle');
  const { hasPermi } = usePermission();
  const navigate = useNavigate();
  const canGenerate = hasPermi('pact:template:list');

  const definition = useMemo<ResourceDefinition<Contract>>(
    () => ({
      ...carContractResource,
      rowActions: (row) => <CarContractRowActions row={row} />,
      toolbar: () =>
        canGenerate && (
          <Button icon={<FileAddOutlined />} onClick={() => navigate('/pact/template')}>
            {t('carContract.actions.generate')}
          </Button>
        ),
    }),
    [canGenerate, navigate, t],
  );

  return <ResourceList definition={definition} />;
}
