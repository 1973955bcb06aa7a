import { useAppDispatch, useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { selectSize, setSize, UI_SIZES, type UiSize } from '@agency/shared/features/store/slices/app-slice';
import { ColumnHeightOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceMenuButton } from '../../../components/choice-menu-button';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

/** Layout size: default, medium, small (the default) or mini; applied through antd's ConfigProvider. */
export function SizeSelect() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const size = useAppSelector(selectSize);
  return (
    <ChoiceMenuButton
      label={t('size')}
      icon={<ColumnHeightOutlined />}
      testId="size-select"
      tooltipPlacement="bottom"
      items={UI_SIZES.map((key) => ({ key, label: t(`sizes.${key}`) }))}
      selected={size}
      onChoose={(key) => {
        if (key === size) return;
        dispatch(setSize(key as UiSize));
        void message.success(t('sizeChanged'));
      }}
    />
  );
}
