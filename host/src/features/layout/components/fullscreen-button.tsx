import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

/** Whether the browser lets the page go fullscreen. */
export function fullscreenSupported(doc: Document = document): boolean {
  return Boolean(doc.fullscreenEnabled && typeof doc.documentElement.requestFullscreen === 'function');
}

/** Toggles fullscreen; warns 'your browser does not support fullscreen' where it cannot. */
export function FullscreenButton() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const { message } = App.useApp();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!fullscreenSupported()) {
      void message.warning(t('fullscreenUnsupported'));
      return;
    }
    const action = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    action.catch(() => void message.warning(t('fullscreenUnsupported')));
  };

  return (
    <Tooltip title={active ? t('exitFullscreen') : t('fullscreen')} placement="bottom">
      <Button
        type="text"
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
        aria-label={t('fullscreen')}
        data-testid="fullscreen-button"
      />
    </Tooltip>
  );
}
