import { useOnlinePage } from '../hooks/use-online-page';
import type { OnlineUser } from '../types/online-user';

/** The row's number across pages (RuoYi's 序号 column): 21 is the first row of page 2 at 20 a page. */
export function OnlineRowNumber({ row }: { row: OnlineUser }) {
  const { state, rows } = useOnlinePage();
  const index = rows.findIndex((candidate) => candidate.tokenId === row.tokenId);
  return <>{index < 0 ? '-' : (state.pageNum - 1) * state.pageSize + index + 1}</>;
}
