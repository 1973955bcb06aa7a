/** Evaluation texts (namespace `house`, group `evaluation`). */
const en = {
  title: 'Evaluations',
  fields: {
    house: 'House',
    score: 'Score',
    content: 'Review',
    author: 'Author',
    source: 'Source',
    hidden: 'Visibility',
    createTime: 'Date',
  },
  placeholders: {
    author: 'Leave empty to sign with your user name',
  },
  sources: {
    staff: 'Staff',
    public: 'Public page',
  },
  visibility: {
    shown: 'Shown',
    hidden: 'Hidden',
  },
  actions: {
    hide: 'Hide',
    show: 'Show',
  },
  rating: {
    title: 'Average of this house',
    value: '{{average}} out of 5 from {{count}} reviews',
    none: 'No shown reviews yet',
  },
  dialog: {
    addTitle: 'Add evaluation',
    editTitle: 'Edit evaluation',
    deleteOne: 'Delete the evaluation by "{{name}}"?',
    deleteMany: 'Delete the {{count}} selected evaluations?',
  },
  messages: {
    addSuccess: 'Evaluation added',
    editSuccess: 'Evaluation saved',
    deleteSuccess: 'Deleted',
    selectToDelete: 'Select at least one evaluation to delete',
    loadFailed: 'The evaluations could not be loaded',
    empty: 'No evaluations yet',
    hidden: 'Hidden from the public page and the average',
    shown: 'Shown again',
  },
};

export default en;
