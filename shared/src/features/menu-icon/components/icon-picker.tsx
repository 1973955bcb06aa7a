import { Flex, Select } from 'antd';
import { useMemo } from 'react';
import type { FormControlProps } from '../../resource/types/resource-field';
import { MENU_ICONS, MenuIcon } from './menu-icon';

export interface IconPickerProps extends FormControlProps {
  placeholder?: string;
}

/**
 * RuoYi's icon select of the menu form: each icon the sidebar can draw, shown beside its
 * name (the name is what is stored), searchable by name; cleared means no icon (`#`).
 */
export function IconPicker({ value, onChange, disabled, placeholder }: IconPickerProps) {
  const options = useMemo(
    () =>
      Object.keys(MENU_ICONS).map((name) => ({
        value: name,
        label: (
          <Flex gap={8} align="center">
            <MenuIcon name={name} />
            <span>{name}</span>
          </Flex>
        ),
      })),
    [],
  );
  const current = typeof value === 'string' && value !== '#' ? value : undefined;
  return (
    <Select
      showSearch={{
        filterOption: (input, option) =>
          String(option?.value).toLowerCase().includes(input.trim().toLowerCase()),
      }}
      allowClear
      disabled={disabled}
      value={current}
      placeholder={placeholder}
      options={options}
      onChange={(next) => onChange?.(next ?? '#')}
      className="menu-icon-picker"
      popupMatchSelectWidth={false}
    />
  );
}
