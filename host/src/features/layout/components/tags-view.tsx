import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { selectVisitedViews, type TagView } from '@agency/shared/features/store/slices/tags-view-slice';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  ColumnWidthOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useTagsViewActions } from '../hooks/use-tags-view-actions';

/** The tabs of visited pages, with refresh / close current / others / left / right / all. */
export function TagsView() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout.tags' });
  const routeTitle = useRouteTitle();
  const views = useAppSelector(selectVisitedViews);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const actions = useTagsViewActions();
  const activeRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, views.length]);

  const menuOf = (view: TagView, index: number): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('close'), disabled: !!view.affix },
      { key: 'others', icon: <CloseCircleOutlined />, label: t('closeOthers') },
      { key: 'left', icon: <ArrowLeftOutlined />, label: t('closeLeft'), disabled: index === 0 },
      {
        key: 'right',
        icon: <ArrowRightOutlined />,
        label: t('closeRight'),
        disabled: index === views.length - 1,
      },
      { key: 'all', icon: <ColumnWidthOutlined />, label: t('closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') actions.refresh(view);
      else if (key === 'close') actions.closeSelected(view);
      else if (key === 'others') actions.closeOthers(view);
      else if (key === 'left') actions.closeLeft(view);
      else if (key === 'right') actions.closeRight(view);
      else if (key === 'all') actions.closeAll(view);
    },
  });

  return (
    <nav className="tags-view" data-testid="tags-view">
      {views.map((view, index) => {
        const active = view.path === pathname;
        return (
          <Dropdown key={view.path} trigger={['contextMenu']} menu={menuOf(view, index)}>
            <span
              ref={active ? activeRef : undefined}
              className={`tags-view-item${active ? ' active' : ''}`}
              data-path={view.path}
              onClick={() => navigate(view.fullPath ?? view.path)}
              onMouseUp={(event) => {
                if (event.button === 1 && !view.affix) actions.closeSelected(view);
              }}
            >
              {routeTitle(view.title)}
              {!view.affix && (
                <CloseOutlined
                  className="tags-view-close"
                  aria-label={t('close')}
                  onClick={(event) => {
                    event.stopPropagation();
                    actions.closeSelected(view);
                  }}
                />
              )}
            </span>
          </Dropdown>
        );
      })}
    </nav>
  );
}
