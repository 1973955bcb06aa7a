import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import Tooltip, { type TooltipPlacement } from 'antd/es/tooltip';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A text button of the header that opens a menu of choices with the current one marked
 * (the language switch, the layout size select). The tooltip and the button's accessible
 * name both say what it chooses. `open` and `onOpenChange` control the menu when given.
 */
export function ChoiceMenuButton({
  label,
  icon,
  testId,
  tooltipPlacement,
  items,
  selected,
  onChoose,
  open,
  onOpenChange,
  buttonStyle,
  children,
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  tooltipPlacement: TooltipPlacement;
  items: MenuProps['items'];
  selected: string;
  onChoose: (key: string) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  buttonStyle?: CSSProperties | undefined;
  children?: ReactNode;
}) {
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{ items, selectable: true, selectedKeys: [selected], onClick: ({ key }) => onChoose(key) }}
    >
      <Tooltip title={label} placement={tooltipPlacement}>
        <Button type="text" icon={icon} aria-label={label} data-testid={testId} style={buttonStyle}>
          {children}
        </Button>
      </Tooltip>
    </Dropdown>
  );
}
