import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  news: 'समाचार',
  writePost: 'पोस्ट लिखें',
  loadingNews: 'समाचार लोड हो रहे हैं',
  loadFailed: 'समाचार लोड नहीं हो सके।',
  noNews: 'अभी कोई समाचार नहीं है।',
  loadingMore: 'लोड हो रहा है…',
  showOlder: 'पुराने समाचार दिखाएँ',
  deleteConfirm: 'क्या आप वाकई यह समाचार पोस्ट हटाना चाहते हैं?',
  postImage: 'चित्र: {title}',
  editPost: '{title} संपादित करें',
  deletePost: '{title} हटाएँ',
  edit: 'संपादित करें',
  delete: 'हटाएँ',
  photosUploaded: '{count, plural, one {# फ़ोटो अपलोड हुई।} other {# फ़ोटो अपलोड हुईं।}}',
  openGallery: 'फ़ोटो गैलरी खोलें',
  pagePublished: 'पेज {page} प्रकाशित हुआ।',
  personsAdded:
    '{count, plural, one {वृक्ष में # व्यक्ति जोड़ा गया: {names}।} other {वृक्ष में # व्यक्ति जोड़े गए: {names}।}}',
  andMore: '{names} और {count} अन्य',
  editNewsPost: 'समाचार पोस्ट संपादित करें',
  writeNewsPost: 'समाचार पोस्ट लिखें',
  cancel: 'रद्द करें',
  save: 'सहेजें',
  publishPost: 'पोस्ट प्रकाशित करें',
  title: 'शीर्षक',
  postText: 'पोस्ट का पाठ',
  titleRequired: 'शीर्षक आवश्यक है',
  titleTooLong: 'शीर्षक में अधिकतम {max} अक्षर हो सकते हैं',
  deletedMeanwhile: 'आपके खोलने के बाद यह पोस्ट हटा दी गई। कुछ भी सहेजा नहीं गया।',
} satisfies Translation<typeof en>;
