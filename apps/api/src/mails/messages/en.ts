/**
 * The mails the server sends (issue 31), in the language of the request that caused them
 * (mails.ts). English is what they said before, line for line; values are inserted as written.
 */
export default {
  hello: 'Hello {firstName},',
  'invitation.subject': 'You are invited to the {familyName} family tree',
  'invitation.asMember':
    'You have been invited to keep your own profile in the {familyName} family tree.',
  'invitation.asFamilyAdmin':
    'You have been invited as a family admin to help keep the {familyName} family tree.',
  'invitation.asBranchAdmin':
    'You have been invited as a branch admin to help keep the {familyName} family tree.',
  'invitation.openToAnswer':
    'Open this link within 7 days to log in with your existing account and accept or decline:',
  'invitation.openToChoosePassword': 'Open this link within 7 days to choose your password:',
  'passwordReset.subject': 'Choose a new Family Tree password',
  'passwordReset.asked':
    'Someone, hopefully you, asked to choose a new password for your Family Tree account.',
  'passwordReset.open': 'Open this link within one hour to choose it (it works once):',
  'passwordReset.notYou': 'If it was not you, ignore this mail: your password stays as it is.',
  'contact.subject': 'Message from {name} through the {familyName} site',
  'contact.wrote': '{sender} wrote through the Contact Us page of {familyName}:',
  'contact.replyTo': 'Reply to {email} to answer.',
} as const;
