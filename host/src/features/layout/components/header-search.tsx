import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Select, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRoutes } from '../../../hooks/use-app-routes';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { selectMenuNodes } from '../../../stores/menu-slice';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { withQuery } from '../../../utils/route-path';
import { DASHBOARD_PATH, LAYOUT_STATIC_ROUTES, PROFILE_PATH } from '../../../utils/static-routes';
import { useSearchRecordsQuery } from '../api/global-search-api';
import { usePageNavigate } from '../hooks/use-page-navigate';
import { RECORD_KINDS, recordPath } from '../utils/record-targets';
import { createRouteSearch, searchEntriesOf } from '../utils/route-search';

/** The pause in typing after which the records are searched on the server. */
export const RECORD_SEARCH_DELAY_MS = 250;

interface Choice {
  value: string;
  label: string;
  /** The page's route path and the address to open. */
  path: string;
  to: string;
  external?: boolean;
}

/**
 * The navbar's search: pages by a fuzzy search over the menu titles (RuoYi's
 * HeaderSearch), and as the user types, houses, vehicles, customers and contracts
 * found on the server in the modules the user may list, grouped by module.
 */
export function HeaderSearch() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const routeTitle = useRouteTitle();
  const openPage = usePageNavigate();
  const menu = useAppSelector(selectMenuNodes);
  const routes = useAppRoutes();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text.trim(), RECORD_SEARCH_DELAY_MS);
  const records = useSearchRecordsQuery(typed, { skip: !open || typed === '' });

  const searchPages = useMemo(() => {
    const extra = LAYOUT_STATIC_ROUTES.filter((route) =>
      [DASHBOARD_PATH, PROFILE_PATH].includes(route.path),
    ).map((route) => ({ title: routeTitle(route.title), path: route.path, external: false }));
    return createRouteSearch(searchEntriesOf(menu, extra));
  }, [menu, routeTitle]);

  const groups = useMemo(() => {
    const pages: Choice[] = searchPages(text).map((entry) => ({
      value: `page:${entry.path}`,
      label: entry.title,
      path: entry.path,
      to: withQuery(entry.path, entry.query),
      external: entry.external,
    }));
    const result = pages.length ? [{ key: 'pages', choices: pages }] : [];
    // Records answer the text typed before the pause; none while it is not the current text.
    const found = typed === text.trim() ? records.currentData : undefined;
    for (const kind of RECORD_KINDS) {
      const choices: Choice[] = [];
      for (const record of found?.[kind] ?? []) {
        const target = found && recordPath(kind, record, found, routes);
        if (!target) continue;
        // Houses often share a generated name: their code tells them apart.
        const title = kind === 'houses' && record.key ? `${record.title} (${record.key})` : record.title;
        const label = record.detail ? `${title} · ${record.detail}` : title;
        choices.push({ value: `${kind}:${record.id}`, label, ...target });
      }
      if (choices.length) result.push({ key: kind, choices });
    }
    return result;
  }, [searchPages, text, typed, records.currentData, routes]);

  const close = () => {
    setOpen(false);
    setText('');
  };
  const go = (value: string) => {
    const choice = groups.flatMap((group) => group.choices).find((item) => item.value === value);
    close();
    if (!choice) return;
    if (choice.external) window.open(choice.path, '_blank', 'noopener');
    else openPage(choice.path, choice.to);
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
  const waiting = text.trim() !== '' && (typed !== text.trim() || records.isFetching);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText }}
      autoFocus
      defaultOpen
      value={null}
      placeholder={t('searchPlaceholder')}
      style={{ width: 280 }}
      popupMatchSelectWidth={360}
      options={groups.map((group) => ({
        label: t(`searchGroups.${group.key}`),
        title: t(`searchGroups.${group.key}`),
        options: group.choices.map((choice) => ({ value: choice.value, label: choice.label })),
      }))}
      onChange={(value: string | null) => value && go(value)}
      onBlur={close}
      loading={waiting}
      notFoundContent={
        records.isError && typed !== ''
          ? t('searchFailed')
          : waiting
            ? t('searching')
            : text.trim()
              ? t('searchNothing')
              : null
      }
      suffixIcon={<SearchOutlined />}
      data-testid="header-search"
    />
  );
}
