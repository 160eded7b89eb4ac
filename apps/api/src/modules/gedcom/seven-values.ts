/**
 * 5.x payloads in 7.0 forms: enumeration values, media types, file paths, languages. Each answers
 * the 7.0 payload, or null when there is none (the caller drops the line and says so).
 */

/** An enumeration value of `values`: 5.x spellings (case, `PRE-1970`, `(Witness)`) mapped. */
export function enumTo7(text: string, values: readonly string[]): string | null {
  const value = text
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (values.includes(value) || /^_[A-Z0-9_]+$/.test(value)) return value;
  const aliases: Record<string, string> = {
    ADOPTIVE: 'ADOPTED',
    NATURAL: 'BIRTH',
    BIOLOGICAL: 'BIRTH',
    MALE: 'M',
    FEMALE: 'F',
    UNKNOWN: 'U',
    WITNESS: 'WITN',
    GODPARENT: 'GODP',
    FATHER: 'FATH',
    MOTHER: 'MOTH',
    HUSBAND: 'HUSB',
    SPOUSE: 'SPOU',
    NEIGHBOR: 'NGHBR',
    NEIGHBOUR: 'NGHBR',
    AKA: 'AKA',
    ALSO_KNOWN_AS: 'AKA',
    BIRTH_NAME: 'BIRTH',
  };
  const alias = aliases[value];
  return alias && values.includes(alias) ? alias : null;
}

const mediaTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  heic: 'image/heic',
  pcx: 'image/x-pcx',
  pdf: 'application/pdf',
  txt: 'text/plain',
  htm: 'text/html',
  html: 'text/html',
  rtf: 'application/rtf',
  doc: 'application/msword',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  ole: 'application/octet-stream',
  wmf: 'image/wmf',
};
const token = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const mediaType = new RegExp(`^${token}/${token}(?: *; *${token}=(?:${token}|"[^"]*"))*$`);

/** A FORM's media type: 5.x's `jpg`, or else the FILE's extension; octet-stream when unknown. */
export function mediaTypeTo7(form: string, file = ''): string {
  const text = form.trim();
  if (mediaType.test(text)) return text.toLowerCase();
  const known = mediaTypes[text.toLowerCase().replace(/^\./, '')];
  if (known) return known;
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.trim())?.[1]?.toLowerCase() ?? '';
  return mediaTypes[extension] ?? 'application/octet-stream';
}

/** A FILE as a URI reference: `C:\My Photos\a.jpg` is `file:///C:/My%20Photos/a.jpg`. */
export function filePathTo7(text: string): string | null {
  let path = text.trim().replace(/\\/g, '/');
  if (path === '') return null;
  if (/^[A-Za-z]:\//.test(path)) path = `file:///${path}`;
  return path.replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu, (c) => encodeURIComponent(c));
}

const languages: Record<string, string> = {
  english: 'en',
  german: 'de',
  deutsch: 'de',
  french: 'fr',
  spanish: 'es',
  italian: 'it',
  dutch: 'nl',
  swedish: 'sv',
  norwegian: 'no',
  danish: 'da',
  finnish: 'fi',
  polish: 'pl',
  portuguese: 'pt',
  russian: 'ru',
  czech: 'cs',
  hungarian: 'hu',
  latin: 'la',
  greek: 'el',
  hebrew: 'he',
  yiddish: 'yi',
  japanese: 'ja',
  chinese: 'zh',
  korean: 'ko',
  arabic: 'ar',
  welsh: 'cy',
  irish: 'ga',
  icelandic: 'is',
};

/** A LANG as a BCP 47 tag: 5.x's language names (`English`) mapped, or null. */
export function languageTo7(text: string): string | null {
  const value = text.trim();
  if (/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(value)) return value;
  return languages[value.toLowerCase()] ?? null;
}
