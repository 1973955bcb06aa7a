import { MenuIcon } from '@agency/shared/features/menu-icon/components/menu-icon';
import { WEB_ADDRESS } from '@agency/shared/features/resource/utils/web-address';
import { LinkOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useGetQuickLinksQuery } from '../api/quick-links-api';

/**
 * The agency's quick links (the link screen's shown ones, in order) in a navbar menu;
 * each opens in a new tab without telling the site where it came from. Nothing shows
 * when there is none or the list cannot be read.
 */
export function QuickLinksMenu() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const { data: links = [], isError } = useGetQuickLinksQuery();
  // Only web addresses are opened, by the rule the link form and the server use: a link is clicked by everyone.
  const shown = links.filter((link) => WEB_ADDRESS.test(link.url));
  if (isError || shown.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: shown.map((link) => ({
          key: String(link.linkId),
          icon: link.icon && link.icon !== '#' ? <MenuIcon name={link.icon} /> : <LinkOutlined />,
          label: (
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.linkName}
            </a>
          ),
        })),
      }}
    >
      <Tooltip title={t('quickLinks')} placement="bottom">
        <Button type="text" icon={<LinkOutlined />} aria-label={t('quickLinks')} data-testid="quick-links" />
      </Tooltip>
    </Dropdown>
  );
}
