/** The contact page: a message to the family admins. */
export default {
  title: 'Contact Us',
  writeAnother: 'Write another message',
  formLabel: 'Contact the family admins',
  intro: 'Write to the admins of {familyName}. They answer by email.',
  yourName: 'Your name',
  yourEmail: 'Your email',
  message: 'Message',
  website: 'Website',
  sending: 'Sending…',
  send: 'Send message',
} as const;
