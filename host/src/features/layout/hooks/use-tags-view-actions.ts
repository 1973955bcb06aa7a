import { useAppDispatch, useAppStore } from '@agency/shared/features/store/hooks/typed-hooks';
import {
  delAllViews,
  delCachedView,
  delLeftViews,
  delOthersViews,
  delRightViews,
  delView,
  type TagView,
} from '@agency/shared/features/store/slices/tags-view-slice';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../../utils/static-routes';
import { usePageRefresh } from '../context/page-refresh-context';

export interface TagsViewActions {
  refresh(view: TagView): void;
  closeSelected(view: TagView): void;
  closeOthers(view: TagView): void;
  closeLeft(view: TagView): void;
  closeRight(view: TagView): void;
  closeAll(view?: TagView): void;
}

/**
 * The six actions of the tab context menu. Refresh remounts the page (fresh
 * state and data); closing drops the tab and its kept-alive page. Closing the
 * current tab goes to the last remaining one (the dashboard when none is left),
 * as RuoYi does.
 */
export function useTagsViewActions(): TagsViewActions {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const refreshPage = usePageRefresh();

  return useMemo(() => {
    const isActive = (view: TagView) => view.path === pathname;
    const remaining = () => store.getState().tagsView.visitedViews;
    const toLastView = () => {
      const latest = remaining().at(-1);
      navigate(latest ? (latest.fullPath ?? latest.path) : DASHBOARD_PATH);
    };
    const currentClosed = () => !remaining().some(isActive);
    return {
      refresh(view) {
        // Remounts the page even when it is kept alive (a hidden one too), then shows it.
        dispatch(delCachedView(view));
        refreshPage(view.path);
        if (!isActive(view)) navigate(view.fullPath ?? view.path);
      },
      closeSelected(view) {
        if (view.affix) return;
        dispatch(delView(view));
        if (isActive(view)) toLastView();
      },
      closeOthers(view) {
        dispatch(delOthersViews(view));
        if (!isActive(view)) navigate(view.fullPath ?? view.path);
      },
      closeLeft(view) {
        dispatch(delLeftViews(view));
        if (currentClosed()) toLastView();
      },
      closeRight(view) {
        dispatch(delRightViews(view));
        if (currentClosed()) toLastView();
      },
      closeAll() {
        dispatch(delAllViews());
        if (currentClosed()) toLastView();
      },
    };
  }, [dispatch, navigate, pathname, refreshPage, store]);
}
