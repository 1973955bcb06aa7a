/** The public pages' feedback form (namespace `common`, group `publicFeedback`). */
const en = {
  title: 'Ask the agency',
  intro: 'Leave your name and how to reach you; the agency will answer soon.',
  name: 'Your name',
  namePlaceholder: 'e.g. Anna',
  nameRequired: 'Please enter your name',
  contact: 'Phone, WhatsApp or e-mail',
  contactPlaceholder: 'e.g. +856 20 5555 1234',
  contactRequired: 'Please say how the agency can reach you',
  content: 'Message',
  contentPlaceholder: 'Your question, or when you would like to visit',
  contentRequired: 'Please write a message',
  tooLong: 'At most {{max}} characters',
  submit: 'Send',
  sent: 'Thank you, the agency will contact you soon',
};

export default en;
