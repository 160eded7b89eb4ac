/** The events page's texts: anniversaries ahead, the family's events, the calendar links. */
export default {
  events: 'Events',
  loadingEvents: 'Loading events',
  loadFailed: 'The events could not be loaded. {reason}',
  nextDays: 'The next 60 days',
  noAnniversaries: 'No birthdays, anniversaries or remembrance days in the next 60 days.',
  anniversaries: 'Birthdays and anniversaries',
  birthday: 'Birthday ({years})',
  weddingAnniversary: 'Wedding anniversary ({years} years)',
  remembrance: 'Remembrance day ({years} years)',
  familyEvents: 'Family events',
  addEvent: 'Add event',
  noFamilyEvents: 'No family events planned.',
  editEvent: 'Edit {title}',
  deleteEvent: 'Delete {title}',
  subscribe:
    "Add these dates to your phone's calendar: <link>subscribe to the family calendar</link> (iCalendar).",

  // The event form
  editEventTitle: 'Edit event',
  cancel: 'Cancel',
  save: 'Save',
  eventGone: 'This event is no longer listed: it was deleted or moved to a past day.',
  title: 'Title',
  date: 'Date',
  place: 'Place',
  description: 'Description',

  // Deleting
  deleteConfirm: 'Delete this family event?',
  willBeDeleted: '{title} ({date}) will be deleted.',

  // The private calendar link
  privateLink: 'Your private calendar link',
  privateLinkAbout:
    "For your phone's calendar: it shows the dates as you see them here, without logging in, also when the site is for members only. Keep it to yourself.",
  privateLinkLabel: 'Private calendar link',
  copyNow: 'Copy it now: it is shown only once.',
  linkActive: 'A link made on {date} is active.',
  makeNewLink: 'Make a new link',
  makePrivateLink: 'Make a private link',
  revokeLink: 'Revoke link',
} as const;
