import InfoCircleFilled from '@ant-design/icons-svg/lib/asn/InfoCircleFilled';
import WarningFilled from '@ant-design/icons-svg/lib/asn/WarningFilled';
import type { ReactNode } from 'react';
import { SvgIcon } from '../../icons/components/svg-icon';
import './public-ui.css';

export interface PublicResultProps {
  /** `info`: nothing to show here (not available); `warning`: it failed, try again. */
  status: 'info' | 'warning';
  title: string;
  subTitle?: string;
  /** What the visitor can do (a retry button). */
  extra?: ReactNode;
}

/** Why a public page shows nothing (antd's Result): an icon, a title, a hint and an action. */
export function PublicResult({ status, title, subTitle, extra }: PublicResultProps) {
  return (
    <div className={`pui-result pui-result-${status}`}>
      <SvgIcon icon={status === 'info' ? InfoCircleFilled : WarningFilled} className="pui-result-icon" />
      <h3 className="pui-result-title">{title}</h3>
      {subTitle && <div className="pui-result-subtitle">{subTitle}</div>}
      {extra && <div className="pui-result-extra">{extra}</div>}
    </div>
  );
}
