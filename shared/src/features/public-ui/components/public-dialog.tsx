import CloseOutlined from '@ant-design/icons-svg/lib/asn/CloseOutlined';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../icons/components/svg-icon';
import { registerPublicUiLocales } from '../locales/register-public-ui-locales';
import { PublicOverlay } from './public-overlay';
import './public-ui.css';

registerPublicUiLocales();

export interface PublicDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** The buttons under the content. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A dialog of a public page in antd's Modal look: title, close button, content, footer. */
export function PublicDialog({ title, onClose, footer, children }: PublicDialogProps) {
  const { t } = useTranslation('common', { keyPrefix: 'publicUi' });
  const titleId = useId();
  return (
    <PublicOverlay labelledBy={titleId} onClose={onClose} className="pui pui-dialog">
      <div className="pui-dialog-header">
        <h2 className="pui-dialog-title" id={titleId}>
          {title}
        </h2>
        <button type="button" className="pui-icon-button" aria-label={t('close')} onClick={onClose}>
          <SvgIcon icon={CloseOutlined} />
        </button>
      </div>
      {children}
      {footer && <div className="pui-dialog-footer">{footer}</div>}
    </PublicOverlay>
  );
}
