import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { Badge, Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface CountBadgeProps {
  /** Shown (and the count asked for) only with this permission. */
  permission: string;
  /** The count's query hook, called only with the permission. */
  useCount: () => { data?: number; isError: boolean };
  icon: ReactNode;
  /** The button's name and tooltip, with the count. */
  label: (count: number) => string;
  /** The screen the button opens. */
  to: string;
  testId: string;
}

/**
 * A navbar button with a count of things waiting for staff (leases ending, new feedback)
 * that opens their screen. Nothing shows without the permission or when the count
 * cannot be read: the navbar never shows an error for a badge.
 */
export function CountBadge(props: CountBadgeProps) {
  const { hasPermi } = usePermission();
  if (!hasPermi(props.permission)) return null;
  return <CountButton {...props} />;
}

function CountButton({ useCount, icon, label, to, testId }: CountBadgeProps) {
  const navigate = useNavigate();
  const { data: count = 0, isError } = useCount();
  if (isError) return null;
  const text = label(count);
  return (
    <Tooltip title={text} placement="bottom">
      <Button
        type="text"
        aria-label={text}
        data-testid={testId}
        onClick={() => navigate(to)}
        icon={
          <Badge count={count} size="small" overflowCount={99} offset={[4, -2]}>
            {icon}
          </Badge>
        }
      />
    </Tooltip>
  );
}
