import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Select, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { selectMenuNodes } from '../../../stores/menu-slice';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { withQuery } from '../../../utils/route-path';
import { DASHBOARD_PATH, LAYOUT_STATIC_ROUTES, PROFILE_PATH } from '../../../utils/static-routes';
import { usePageNavigate } from '../hooks/use-page-navigate';
import { createRouteSearch, type SearchEntry, searchEntriesOf } from '../utils/route-search';

/** The navbar's route search: a fuzzy search over the menu titles. */
export function HeaderSearch() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const routeTitle = useRouteTitle();
  const openPage = usePageNavigate();
  const menu = useAppSelector(selectMenuNodes);
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<SearchEntry[]>([]);

  const search = useMemo(() => {
    const extra = LAYOUT_STATIC_ROUTES.filter((route) =>
      [DASHBOARD_PATH, PROFILE_PATH].includes(route.path),
    ).map((route) => ({ title: routeTitle(route.title), path: route.path, external: false }));
    return createRouteSearch(searchEntriesOf(menu, extra));
  }, [menu, routeTitle]);

  const go = (path: string) => {
    const entry = results.find((item) => item.path === path);
    setOpen(false);
    setResults([]);
    if (!entry) return;
    if (entry.external) window.open(entry.path, '_blank', 'noopener');
    else openPage(entry.path, withQuery(entry.path, entry.query));
  };

  if (!open) {
    return (
      <Tooltip title={t('search')} placement="bottom">
        <Button
          type="text"
          icon={<SearchOutlined />}
          onClick={() => setOpen(true)}
          aria-label={t('search')}
          data-testid="header-search-button"
        />
      </Tooltip>
    );
  }
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: (value) => setResults(search(value)) }}
      autoFocus
      defaultOpen
      value={null}
      placeholder={t('searchPlaceholder')}
      style={{ width: 220 }}
      options={results.map((entry) => ({ value: entry.path, label: entry.title }))}
      onChange={(value: string | null) => value && go(value)}
      onBlur={() => {
        setOpen(false);
        setResults([]);
      }}
      notFoundContent={null}
      suffixIcon={<SearchOutlined />}
      data-testid="header-search"
    />
  );
}
