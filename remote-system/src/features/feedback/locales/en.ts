/** Visitors' feedback (namespace `system`, group `feedback`). */
const en = {
  fields: {
    keyword: 'Search',
    status: 'Status',
    subjectType: 'About',
    subjectName: 'House or car',
    visitorName: 'Name',
    contact: 'Contact',
    content: 'Message',
    createTime: 'Received at',
    reply: 'Reply',
    handledBy: 'Handled by',
    handleTime: 'Handled at',
    remark: 'Remark',
  },
  placeholder: {
    keyword: 'Name, contact, message or house',
    reply: 'What you answered or did, e.g. "Called back, viewing on Monday"',
  },
  hint: {
    status: 'Handled messages no longer count as new; setting one back to new clears who handled it.',
  },
  editTitle: 'Handle the feedback',
  editSuccess: 'Feedback saved',
  deleteTitle: 'Delete feedback',
  deleteOne: 'Delete the message from "{{name}}"?',
  deleteMany: 'Delete the {{count}} selected messages?',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Select the messages to delete first',
  loadFailed: 'The feedback could not be loaded',
  exportFileName: 'feedback',
  empty: 'No feedback from visitors yet',
};

export default en;
