/** In-app messages (namespace `system`, group `msg`). */
const en = {
  fields: {
    title: 'Title',
    content: 'Content',
    userIds: 'Users',
    roleIds: 'Roles',
    readCount: 'Read',
    createBy: 'Sent by',
    createTime: 'Sent at',
    remark: 'Remark',
  },
  placeholder: {
    title: 'e.g. Office closed on Friday',
    userIds: 'Choose users',
    roleIds: 'Choose roles',
  },
  hint: {
    recipients:
      'Send to users, roles or both: everyone who has a chosen role when you save receives it once, in the inbox at the top of the screen.',
  },
  readers: {
    open: 'Readers',
    user: 'Recipient',
    readTime: 'Read at',
    unread: 'Unread',
  },
  readersFailed: 'Who read the message could not be loaded',
  addTitle: 'Write a message',
  editTitle: 'Edit the message',
  addSuccess: 'Message sent',
  editSuccess: 'Message saved',
  deleteTitle: 'Delete messages',
  deleteOne: 'Delete the message "{{name}}"? Its recipients will no longer see it.',
  deleteMany: 'Delete the {{count}} selected messages? Their recipients will no longer see them.',
  deleteSuccess: 'Deleted',
  selectToDelete: 'Select the messages to delete first',
  loadFailed: 'The messages could not be loaded',
  empty: 'No message sent yet',
};

export default en;
