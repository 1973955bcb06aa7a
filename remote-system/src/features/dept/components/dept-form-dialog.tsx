import { DictRadioGroup } from '@agency/shared/features/dict/components/dict-radio-group';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import type { ApiError } from '@agency/shared/features/request/types/api-error';
import { skipToken } from '@reduxjs/toolkit/query';
import { Col, Form, Input, InputNumber, Modal, Row, Spin, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NORMAL_DISABLE_DICT } from '../../user/types/user';
import {
  useDeptAddMutation,
  useDeptGetQuery,
  useDeptListQuery,
  useDeptParentsQuery,
  useDeptUpdateMutation,
} from '../api/dept-api';
import type { Dept, DeptInput, DeptTreeRow } from '../types/dept';
import { buildDeptTree } from '../utils/build-dept-tree';

type TreeOption = { value: number; title: string; disabled: boolean; children?: TreeOption[] };
const toOptions = (rows: readonly DeptTreeRow[]): TreeOption[] =>
  rows.map((row) => ({
    value: row.deptId,
    title: row.deptName,
    // A disabled department takes no new sub-departments (the server says so too).
    disabled: row.status !== '0',
    children: row.children ? toOptions(row.children) : undefined,
  }));

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export interface DeptFormTarget {
  /** The department to edit; none to add. */
  dept?: Dept;
  /** The parent of a new department ("add below"). */
  parentId?: number;
}

/** Add or edit a department (RuoYi's dept dialog); server field errors land on their fields. */
export function DeptFormDialog({ target, onClose }: { target: DeptFormTarget; onClose: () => void }) {
  const { t } = useTranslation(['system', 'common']);
  const [form] = Form.useForm<DeptInput>();
  const editing = target.dept !== undefined;
  const { data: current, isFetching } = useDeptGetQuery(target.dept?.deptId ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const all = useDeptListQuery({}, { skip: editing });
  const parents = useDeptParentsQuery(target.dept?.deptId ?? skipToken);
  const options = useMemo(
    () => toOptions(buildDeptTree((editing ? parents.data : all.data) ?? [])),
    [editing, parents.data, all.data],
  );
  const [add, adding] = useDeptAddMutation();
  const [update, updating] = useDeptUpdateMutation();
  const loading = editing && (isFetching || !current);
  const isRoot = editing && current?.parentId === 0;

  const submit = async (values: DeptInput) => {
    const body: DeptInput = {
      ...values,
      deptName: values.deptName.trim(),
      parentId: isRoot ? 0 : values.parentId,
      leader: blankToNull(values.leader),
      phone: blankToNull(values.phone),
      email: blankToNull(values.email),
      ...(editing ? { deptId: current?.deptId } : {}),
    };
    const result = editing ? await update(body) : await add(body);
    if ('error' in result) {
      // The request client has shown the message; the field errors go under their fields.
      const fieldErrors = (
        (result.error as ApiError).body as { fieldErrors?: { field: string; message: string }[] }
      )?.fieldErrors;
      if (fieldErrors?.length)
        form.setFields(
          fieldErrors.map((item) => ({ name: item.field as keyof DeptInput, errors: [item.message] })),
        );
      return;
    }
    getNotifier().success(t(editing ? 'dept.editSuccess' : 'dept.addSuccess'));
    onClose();
  };

  const initialValues: Partial<DeptInput> = current
    ? { ...current }
    : { parentId: target.parentId, orderNum: 0, status: '0' };

  return (
    <Modal
      open
      title={t(editing ? 'dept.editTitle' : 'dept.addTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={adding.isLoading || updating.isLoading}
      okButtonProps={{ disabled: loading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        {!loading && (
          <Form<DeptInput>
            form={form}
            name="system-dept-form"
            layout="vertical"
            initialValues={initialValues}
            onFinish={(values) => void submit(values)}
          >
            <Row gutter={16}>
              {!isRoot && (
                <Col span={24}>
                  <Form.Item
                    name="parentId"
                    label={t('dept.fields.parentId')}
                    rules={[{ required: true, message: t('dept.rules.parentRequired') }]}
                  >
                    <TreeSelect
                      showSearch
                      treeDefaultExpandAll
                      treeNodeFilterProp="title"
                      treeData={options}
                      placeholder={t('dept.placeholder.parentId')}
                    />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24} md={12}>
                <Form.Item
                  name="deptName"
                  label={t('dept.fields.deptName')}
                  rules={[{ required: true, whitespace: true, message: t('dept.rules.deptNameRequired') }]}
                >
                  <Input maxLength={30} placeholder={t('dept.placeholder.deptName')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="orderNum" label={t('dept.fields.orderNum')}>
                  <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="leader" label={t('dept.fields.leader')}>
                  <Input maxLength={20} placeholder={t('dept.placeholder.leader')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="phone"
                  label={t('dept.fields.phone')}
                  rules={[{ pattern: /^\+?[0-9][0-9 ()-]{4,19}$/, message: t('user.rules.phone') }]}
                >
                  <Input maxLength={20} placeholder={t('dept.placeholder.phone')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="email"
                  label={t('dept.fields.email')}
                  rules={[{ type: 'email', message: t('user.rules.email') }]}
                >
                  <Input maxLength={50} placeholder={t('dept.placeholder.email')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="status" label={t('dept.fields.status')}>
                  <DictRadioGroup dictType={NORMAL_DISABLE_DICT} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        )}
      </Spin>
    </Modal>
  );
}
