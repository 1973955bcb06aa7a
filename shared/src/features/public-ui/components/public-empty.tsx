import InboxOutlined from '@ant-design/icons-svg/lib/asn/InboxOutlined';
import { SvgIcon } from '../../icons/components/svg-icon';
import './public-ui.css';

/** "Nothing here" (antd's Empty). */
export function PublicEmpty({ description }: { description: string }) {
  return (
    <div className="pui-empty">
      <SvgIcon icon={InboxOutlined} className="pui-empty-icon" />
      {description}
    </div>
  );
}
