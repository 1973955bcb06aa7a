/** Table toolbar and pagination (namespace `common`, group `table`). */
const en = {
  searchToggle: 'More',
  refresh: 'Refresh',
  columns: 'Show/hide columns',
  columnsDialogTitle: 'Show/Hide',
  shown: 'Shown',
  hidden: 'Hidden',
  total: 'Total {{total}} items',
  totalAbout: 'About {{total}} items',
  pageSize: '{{size}} / page',
  goTo: 'Go to',
  page: 'Page {{page}}',
  prevPage: 'Previous page',
  nextPage: 'Next page',
  prevPages: 'Previous {{count}} pages',
  nextPages: 'Next {{count}} pages',
  pagination: 'Pagination',
};

export default en;
