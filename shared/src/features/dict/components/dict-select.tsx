import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../hooks/use-dict';

export interface DictSelectProps extends Omit<SelectProps<string | string[]>, 'options' | 'loading'> {
  dictType: string;
}

/** A select over a dictionary's entries (values as strings); clearable, placeholder "Please select". */
export function DictSelect({ dictType, placeholder, allowClear = true, ...props }: DictSelectProps) {
  const { t } = useTranslation('common');
  const { options, isLoading } = useDict(dictType);
  return (
    <Select<string | string[]>
      placeholder={placeholder ?? t('prompt.pleaseSelect')}
      allowClear={allowClear}
      loading={isLoading}
      options={options.map(({ label, value }) => ({ label, value }))}
      {...props}
    />
  );
}
