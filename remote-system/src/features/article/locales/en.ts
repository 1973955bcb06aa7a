/** The agency's articles (namespace `system`, group `article`). */
const en = {
  fields: {
    coverImage: 'Cover',
    title: 'Title',
    category: 'Category',
    status: 'Status',
    publishTime: 'Publish time',
    author: 'Author',
    summary: 'Summary',
    content: 'Content',
    remark: 'Remark',
  },
  placeholder: {
    search: 'Title or summary',
    title: 'e.g. Five things to check before renting',
    author: 'Your name by default',
    summary: 'One or two sentences shown in the list of news',
  },
  hint: {
    status: 'Published articles show as news on the public house and car pages.',
    publishTime: 'Empty: now, when published. A later time keeps it hidden until then.',
  },
  addTitle: 'Write an article',
  editTitle: 'Edit the article',
  addSuccess: 'Article saved',
  editSuccess: 'Article saved',
  deleteTitle: 'Delete articles',
  deleteOne: 'Delete the article "{{name}}"?',
  deleteMany: 'Delete the {{count}} selected articles?',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Select the articles to delete first',
  loadFailed: 'The articles could not be loaded',
  exportFileName: 'articles',
  empty: 'No article yet',
};

export default en;
