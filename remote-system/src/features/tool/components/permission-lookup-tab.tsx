import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { skipToken } from '@reduxjs/toolkit/query';
import { Card, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../../menu/utils/menu-title';
import { usePermissionLookupQuery } from '../api/tool-api';
import type { PermissionMatch } from '../types/tool';
import { LookupSearch } from './lookup-search';

type RouteEntry = PermissionMatch['routes'][number];

type MenuMatch = PermissionMatch['menus'][number];
const PERMISSION = /^[A-Za-z0-9_:*@.-]+$/;

/** A permission string: the API routes asking for it, the menus granting it and the roles holding them. */
export function PermissionLookupTab() {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const [keyword, setKeyword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { data, isFetching } = usePermissionLookupQuery(keyword || skipToken);
  return (
    <Flex vertical gap={12}>
      <LookupSearch
        placeholder={t('tool.perm.search')}
        invalid={invalid}
        onSearch={(text) => {
          const ok = text === '' || PERMISSION.test(text);
          setInvalid(!ok);
          if (ok) setKeyword(text);
        }}
      />
      {invalid && <Typography.Text type="danger">{t('tool.perm.invalid')}</Typography.Text>}
      {keyword && (
        <>
          <Card size="small" title={t('tool.perm.routes')}>
            <CompactTable<RouteEntry>
              rowKey={(row) => `${row.method} ${row.url}`}
              loading={isFetching}
              dataSource={data?.routes ?? []}
              scroll={{ x: 640 }}
              locale={{ emptyText: t('tool.noMatch') }}
              columns={[
                { key: 'method', dataIndex: 'method', title: t('tool.api.method'), width: 90 },
                {
                  key: 'url',
                  title: t('tool.api.path'),
                  render: (_v, row) => <Typography.Text code>{row.url}</Typography.Text>,
                },
                { key: 'permission', dataIndex: 'permission', title: t('tool.perm.permission') },
                { key: 'summary', dataIndex: 'summary', title: t('tool.api.summary') },
              ]}
            />
          </Card>
          <Card
            size="small"
            title={t('tool.perm.menus')}
            extra={<Typography.Text type="secondary">{t('tool.perm.adminNote')}</Typography.Text>}
          >
            <CompactTable<MenuMatch>
              rowKey="menuId"
              loading={isFetching}
              dataSource={data?.menus ?? []}
              scroll={{ x: 640 }}
              locale={{ emptyText: t('tool.noMatch') }}
              columns={[
                { key: 'menu', title: t('tool.perm.menu'), render: (_v, row) => menuTitle(row, language) },
                {
                  key: 'perms',
                  title: t('tool.perm.permission'),
                  render: (_v, row) => <code>{row.perms}</code>,
                },
                {
                  key: 'roles',
                  title: t('tool.perm.roles'),
                  render: (_v, row) =>
                    row.roles.length ? (
                      <Space size={4} wrap>
                        {row.roles.map((role) => (
                          <Tag key={role.roleId}>{role.roleName}</Tag>
                        ))}
                      </Space>
                    ) : (
                      '-'
                    ),
                },
              ]}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
