/** The news page's texts: the feed, its automatic entries, and the post form. */
export default {
  news: 'News',
  writePost: 'Write a post',
  loadingNews: 'Loading news',
  loadFailed: 'The news could not be loaded.',
  noNews: 'There is no news yet.',
  loadingMore: 'Loading…',
  showOlder: 'Show older news',
  deleteConfirm: 'Are you sure you want to delete this news post?',

  // An entry of the feed
  postImage: 'Image: {title}',
  editPost: 'Edit {title}',
  deletePost: 'Delete {title}',
  edit: 'Edit',
  delete: 'Delete',
  photosUploaded: '{count, plural, one {# photo was uploaded.} other {# photos were uploaded.}}',
  openGallery: 'Open the photo gallery',
  pagePublished: 'The page {page} was published.',
  personsAdded:
    '{count, plural, one {# person was added to the tree: {names}.} other {# persons were added to the tree: {names}.}}',
  andMore: '{names} and {count} more',

  // The post form
  editNewsPost: 'Edit news post',
  writeNewsPost: 'Write a news post',
  cancel: 'Cancel',
  save: 'Save',
  publishPost: 'Publish post',
  title: 'Title',
  postText: 'Post text',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most {max} characters',
  deletedMeanwhile: 'This post was deleted after you opened it. Nothing was saved.',
} as const;
