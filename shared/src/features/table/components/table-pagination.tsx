import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsBelowWidth } from '../../responsive/hooks/use-window-width';
import { MOBILE_BREAKPOINT } from '../../responsive/utils/breakpoints';
import { pagerItems } from '../utils/pager-items';
import { PAGE_SIZES, SCROLL_TOP_DURATION } from '../utils/pagination-defaults';
import { scrollTo } from '../utils/scroll-to';

/** Numbered page buttons on desktop and below 992 px (spec section 9). */
export const PAGER_COUNT = 7;
export const PAGER_COUNT_MOBILE = 5;

export interface TablePaginationProps {
  total: number;
  /** The total is an estimate (the server counts exactly only up to a limit): shown as "about". */
  estimated?: boolean;
  pageNum: number;
  pageSize: number;
  /** Called with the new page and size (page 1 when a bigger size leaves the page past the end). */
  onChange: (pageNum: number, pageSize: number) => void;
  pageSizes?: readonly number[];
  /** Scroll to the top in 800 ms after a change (default true). */
  autoScroll?: boolean;
  /** The element to scroll (default: the page). */
  scrollTarget?: () => Element | null;
  hidden?: boolean;
  className?: string;
}

/**
 * The list pagination of spec section 9: sizes 20/50/100/200, 7 numbered
 * page buttons (5 below 992 px) counting the first and last, total, page
 * jumper, scroll to the top in 800 ms after a change. Hidden while there is
 * nothing to page.
 */
export function TablePagination({
  total,
  estimated = false,
  pageNum,
  pageSize,
  onChange,
  pageSizes = PAGE_SIZES,
  autoScroll = true,
  scrollTarget,
  hidden = false,
  className,
}: TablePaginationProps) {
  const { t } = useTranslation('common');
  const mobile = useIsBelowWidth(MOBILE_BREAKPOINT);
  const [jumpTo, setJumpTo] = useState<number | null>(null);
  if (hidden || total <= 0) return null;

  const pagerCount = mobile ? PAGER_COUNT_MOBILE : PAGER_COUNT;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, pageNum), pageCount);

  const change = (page: number, size: number) => {
    const count = Math.max(1, Math.ceil(total / size));
    const next = size !== pageSize && page * size > total ? 1 : Math.min(Math.max(1, page), count);
    if (next === pageNum && size === pageSize) return;
    onChange(next, size);
    if (autoScroll) void scrollTo(0, SCROLL_TOP_DURATION, scrollTarget ? scrollTarget() : undefined);
  };

  return (
    <Flex
      component="nav"
      aria-label={t('table.pagination')}
      className={className}
      wrap
      gap={8}
      align="center"
      justify="flex-end"
      style={{ marginTop: 16 }}
    >
      <Typography.Text>
        {/* An estimate reads as one: two significant digits ("about 100000", not 99873). */}
        {estimated
          ? t('table.totalAbout', { total: Number(total.toPrecision(2)) })
          : t('table.total', { total })}
      </Typography.Text>
      <Select
        size="small"
        style={{ width: 110 }}
        value={pageSize}
        aria-label={t('table.pageSize', { size: pageSize })}
        options={pageSizes.map((size) => ({ value: size, label: t('table.pageSize', { size }) }))}
        onChange={(size: number) => change(current, size)}
      />
      <Button
        size="small"
        icon={<LeftOutlined />}
        disabled={current <= 1}
        aria-label={t('table.prevPage')}
        onClick={() => change(current - 1, pageSize)}
      />
      <ul style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
        {pagerItems(current, pageCount, pagerCount).map((item) =>
          item.type === 'page' ? (
            <li key={`page-${item.page}`}>
              <Button
                size="small"
                type={item.page === current ? 'primary' : 'default'}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={t('table.page', { page: item.page })}
                onClick={() => change(item.page, pageSize)}
              >
                {item.page}
              </Button>
            </li>
          ) : (
            <li key={item.type}>
              <Button
                size="small"
                type="text"
                icon={item.type === 'jump-prev' ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}
                aria-label={t(item.type === 'jump-prev' ? 'table.prevPages' : 'table.nextPages', {
                  count: pagerCount - 2,
                })}
                onClick={() => change(item.page, pageSize)}
              />
            </li>
          ),
        )}
      </ul>
      <Button
        size="small"
        icon={<RightOutlined />}
        disabled={current >= pageCount}
        aria-label={t('table.nextPage')}
        onClick={() => change(current + 1, pageSize)}
      />
      {!mobile && (
        <Flex gap={4} align="center">
          <Typography.Text>{t('table.goTo')}</Typography.Text>
          <InputNumber
            size="small"
            min={1}
            max={pageCount}
            precision={0}
            controls={false}
            style={{ width: 56 }}
            aria-label={t('table.goTo')}
            value={jumpTo}
            onChange={(value) => setJumpTo(typeof value === 'number' ? value : null)}
            onPressEnter={() => {
              if (jumpTo) change(jumpTo, pageSize);
              setJumpTo(null);
            }}
          />
        </Flex>
      )}
    </Flex>
  );
}
