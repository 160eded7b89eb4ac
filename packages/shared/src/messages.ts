/** User-facing texts of the product spec (parts 5, 8 and 9), used verbatim by server and client. */
export const messages = {
  login: {
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email',
    passwordRequired: 'Password is required',
    headerValueRequired: 'Please enter the value',
    failed: 'Login failed',
    wrongCredentials: 'Invalid email or password',
    tooManyAttempts: 'Too many failed login attempts. Please wait a few minutes and try again.',
  },
  admin: {
    invalidCredentials: 'Invalid admin credentials',
  },
  member: {
    loadDetailsFailed: 'Failed to load user details.',
    treeLoadFailed: 'Failed to load family tree data.',
    relationLoadFailed: 'Failed to load family tree search data.',
    saved: 'Successfully saved the details',
    deleted: 'Successfully deleted the member',
    deleteConfirm: 'Are you sure you want to delete this member?',
  },
  branchAdmin: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter valid Email',
    removeAssignedFailed: 'Failed the deletion, please try again laterr',
    removeAssignedDone: 'Deleted the assigned member',
    blockConfirm:
      'Are you sure you want to Block this Branch admin? The family members under this branch admin will also be free.',
    deleteNotImplemented: 'Not implemented yet',
  },
  content: {
    maxFileSize: 'Max file size is 2 MB',
    onlyImages: 'Only image files allowed',
    tooManyPixels: 'Images may have at most 40 megapixels (for example 8,000 x 5,000 pixels)',
    tooManyUploads: 'Too many images uploaded in a short time. Please wait a minute and try again.',
    uploadsBusy: 'The server is busy with other images. Please try again in a moment.',
    imageRequired: 'Image is required',
    imageDescriptionTooLong: 'Maximum characters allowed in Image Description is 1024',
    publishConfirm: 'Are you sure you want to Publish this contents to the website?',
    published: 'Successfully published the contents to the website.',
    deleteConfirm: 'Are you sure you want to delete this content?',
  },
  profile: {
    fieldRequired: 'This field is required',
    phoneDigits: 'Must be 10 to 15 digits',
    emailInvalid: 'Enter valid Email',
    endBeforeStart: 'End date must be after start date',
    correctErrors: 'Please correct the errors before save.',
    basicSaved: 'Basic details saved successfully.',
    addressSaved: 'Address and Contact details saved successfully.',
    educationSaved: 'Education and Profession details saved successfully.',
    aboutSaved: 'About details saved successfully.',
    photoSaved: 'Profile picture successfully updated.',
    coverSaved: 'Cover photo successfully updated.',
    // Contact details reach only those who may edit the member (design.md "Permissions").
    contactForEditorsOnly:
      "Only the family admins and this member's branch admin see the phone and email.",
    addressForEditorsOnly:
      "Only the family admins and this member's branch admin see the addresses.",
  },
  notFound: {
    title: '404 - Page Not Found',
    body: 'The page you are looking for does not exist.',
    family: 'No family has this address.',
  },
  common: {
    invalidInput: 'Some fields are not valid.',
    unauthenticated: 'Please log in to continue.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'Not found.',
    serverError: 'Something went wrong on our side. Please try again.',
  },
} as const;
