import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { Badge, Button, Empty, Flex, Popover, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

/** One line of a navbar inbox. */
export interface InboxEntry {
  id: number;
  title: string;
  /** Who sent it and when, as shown under the title. */
  meta: string;
  isRead: boolean;
  /** Before the title (a notice's type). */
  tag?: ReactNode;
}

export interface NavbarInboxProps {
  entries: readonly InboxEntry[];
  unreadCount: number;
  icon: ReactNode;
  /** `data-testid` of the button; its lines get `<testId>-item`. */
  testId: string;
  /** The inbox's group of texts: `title`, `empty`, `markAll`, `unread` (with `count`). */
  textKeys: 'layout.messages' | 'layout.notices';
  /** An unread entry was opened: mark it read. */
  onRead: (id: number) => void;
  onMarkAll: () => void;
  markingAll: boolean;
  /** The dialog that shows the opened entry as it loads. */
  reader: (id: number, onClose: () => void) => ReactNode;
}

/**
 * A navbar button with an unread count that opens the newest entries (read ones greyed,
 * unread in bold) and "mark all read"; opening an entry marks it read and shows it in its
 * reader: the notices and the in-app messages.
 */
export function NavbarInbox({
  entries,
  unreadCount,
  icon,
  testId,
  textKeys,
  onRead,
  onMarkAll,
  markingAll,
  reader,
}: NavbarInboxProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: textKeys });
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<number | null>(null);
  // On a phone the button sits mid-navbar: a centred popover stays on the screen.
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);

  const content = (
    <Flex vertical style={{ width: 320, maxWidth: 'calc(100vw - 48px)' }}>
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <ul className="navbar-inbox-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => {
            const open = () => {
              setOpen(false);
              setReading(entry.id);
              if (!entry.isRead) onRead(entry.id);
            };
            return (
              <li
                key={entry.id}
                data-testid={`${testId}-item`}
                style={{
                  opacity: entry.isRead ? 0.5 : 1,
                  padding: '8px 0',
                  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
                }}
              >
                <Button
                  type="text"
                  block
                  onClick={open}
                  style={{ height: 'auto', padding: 0, textAlign: 'left', display: 'block' }}
                >
                  <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
                    <Flex gap={6} align="center" style={{ minWidth: 0 }}>
                      {entry.tag}
                      <Typography.Text strong={!entry.isRead} ellipsis>
                        {entry.title}
                      </Typography.Text>
                    </Flex>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {entry.meta}
                    </Typography.Text>
                  </Flex>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {unreadCount > 0 && (
        <Button type="link" loading={markingAll} onClick={onMarkAll}>
          {t('markAll')}
        </Button>
      )}
    </Flex>
  );

  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement={narrow ? 'bottom' : 'bottomRight'}
        title={t('title')}
        content={content}
      >
        <Button
          type="text"
          aria-label={t('unread', { count: unreadCount })}
          data-testid={testId}
          icon={
            <Badge count={unreadCount} size="small" overflowCount={99} offset={[4, -2]}>
              {icon}
            </Badge>
          }
        />
      </Popover>
      {reading !== null && reader(reading, () => setReading(null))}
    </>
  );
}
