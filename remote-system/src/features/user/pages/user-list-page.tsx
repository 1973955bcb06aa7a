import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { Col, Row } from 'antd';
import { DeptTreeFilter } from '../components/dept-tree-filter';
import { userResource } from '../fields/user-resource';

/** Below this width the tree gives way to the department filter of the search panel. */
const TREE_BREAKPOINT = 992;

/**
 * `system/user/index`: the department tree beside the kit's user list (search, status
 * switch, add/edit with department, roles and posts, delete, reset password, assign
 * roles, Excel import and export).
 */
export default function UserListPage() {
  const narrow = useIsBelowWidth(TREE_BREAKPOINT);
  if (narrow) return <ResourceList definition={userResource} />;
  return (
    <Row gutter={16} wrap={false} className="system-user-page">
      <Col flex="240px">
        <DeptTreeFilter />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <ResourceList definition={userResource} />
      </Col>
    </Row>
  );
}
