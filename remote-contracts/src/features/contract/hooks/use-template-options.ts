import { templateApi } from '../../template/api/template-api';

/** Enough for any agency's template list; the filter is a convenience, not a report. */
const OPTION_PAGE = { pageNum: 1, pageSize: 200 };

/** The templates as options of the contract list's template filter. */
export function useTemplateOptions(): { value: number; label: string }[] {
  const { data } = templateApi.useList(OPTION_PAGE);
  return (data?.rows ?? []).map((row) => ({ value: row.id, label: row.templateName }));
}
