import { Alert, Drawer, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useIsBelowWidth } from '../../responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '../../responsive/utils/breakpoints';

export interface DetailDrawerProps {
  title: ReactNode;
  /** The width on a wide screen; a narrow one gets the whole width. */
  width: number;
  /** Whether the record is being read: a spinner over the content (none when not given). */
  loading?: boolean;
  /** Why the record could not be read, above the content; `false` when it could. */
  error: string | false;
  onClose: () => void;
  children: ReactNode;
}

/** A drawer that shows one record read from the server, as the detail and view drawers do. */
export function DetailDrawer({ title, width, loading, error, onClose, children }: DetailDrawerProps) {
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const content = (
    <>
      {error && <Alert type="error" showIcon title={error} />}
      {children}
    </>
  );
  return (
    <Drawer open title={title} size={narrow ? '100%' : width} onClose={onClose} destroyOnHidden>
      {loading === undefined ? content : <Spin spinning={loading}>{content}</Spin>}
    </Drawer>
  );
}
