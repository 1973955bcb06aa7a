import { useAppDispatch, useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import {
  changeSetting,
  resetSettings,
  type SettingsState,
  type SideTheme,
  setShowSettings,
} from '@agency/shared/features/store/slices/settings-slice';
import { SettingOutlined } from '@ant-design/icons';
import { App, Button, ColorPicker, Divider, Drawer, Flex, Segmented, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

/** Preset theme colours (RuoYi's). */
export const THEME_PRESETS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];

type BooleanSetting = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const SWITCHES: BooleanSetting[] = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];

/**
 * The layout settings drawer: side theme, theme colour, top nav, tags view,
 * fixed header, sidebar logo, dynamic title. Every change applies at once and
 * is stored under `layout-setting` (the shared store persists it).
 */
export function SettingsDrawer() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout.settings' });
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);

  const set = <K extends BooleanSetting>(key: K, value: SettingsState[K]) =>
    dispatch(changeSetting({ key, value } as Parameters<typeof changeSetting>[0]));

  return (
    <Drawer
      title={t('title')}
      placement="right"
      size={300}
      open={settings.showSettings}
      onClose={() => dispatch(setShowSettings(false))}
      data-testid="settings-drawer"
      footer={
        <Button
          block
          onClick={() => {
            dispatch(resetSettings());
            void message.success(t('resetDone'));
          }}
        >
          {t('reset')}
        </Button>
      }
    >
      <Typography.Text strong>{t('sideTheme')}</Typography.Text>
      <Segmented<SideTheme>
        block
        style={{ margin: '8px 0 16px' }}
        value={settings.sideTheme}
        options={[
          { value: 'theme-dark', label: t('dark') },
          { value: 'theme-light', label: t('light') },
        ]}
        onChange={(value) => dispatch(changeSetting({ key: 'sideTheme', value }))}
        data-testid="setting-sideTheme"
      />
      <Flex justify="space-between" align="center">
        <Typography.Text>{t('themeColor')}</Typography.Text>
        <ColorPicker
          value={settings.theme}
          disabledAlpha
          presets={[{ label: t('presets'), colors: THEME_PRESETS }]}
          onChangeComplete={(color) => dispatch(changeSetting({ key: 'theme', value: color.toHexString() }))}
          data-testid="setting-theme"
        />
      </Flex>
      <Divider />
      <Typography.Text strong>{t('layout')}</Typography.Text>
      {SWITCHES.map((key) => (
        <Flex key={key} justify="space-between" align="center" style={{ margin: '12px 0' }}>
          <Typography.Text>{t(key)}</Typography.Text>
          <Switch
            checked={settings[key]}
            onChange={(checked) => set(key, checked)}
            data-testid={`setting-${key}`}
          />
        </Flex>
      ))}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('storedHint')}
      </Typography.Paragraph>
    </Drawer>
  );
}

/** The handle on the right edge (top 250 px, spec section 9) that opens the settings drawer. */
export function RightPanelButton() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout.settings' });
  const dispatch = useAppDispatch();
  const theme = useAppSelector((state) => state.settings.theme);
  const open = useAppSelector((state) => state.settings.showSettings);
  if (open) return null;
  return (
    <button
      type="button"
      className="right-panel-button"
      style={{ top: 250, background: theme }}
      aria-label={t('title')}
      onClick={() => dispatch(setShowSettings(true))}
    >
      <SettingOutlined />
    </button>
  );
}
