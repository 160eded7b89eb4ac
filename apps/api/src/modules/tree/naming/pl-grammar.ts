/**
 * The little Polish grammar the relation sentences need: the genitive of a relation's name ("żona
 * stryja", "mąż dalekiej kuzynki") and where its head ends. A name starts with its head, nouns
 * and adjectives in the nominative ("dziadek stryjeczny", "daleka kuzynka"); what follows is
 * already in its own case ("syn siostrzeńca", "potomek w 3 pokoleniu brata") or in parentheses,
 * and stays as it is.
 */

/** The words a head is made of, nominative → genitive ("pra…" prefixes are taken off first). */
const genitives: Record<string, string> = {
  // men
  ojciec: 'ojca',
  dziadek: 'dziadka',
  syn: 'syna',
  wnuk: 'wnuka',
  uwnuk: 'uwnuka',
  brat: 'brata',
  stryj: 'stryja',
  wuj: 'wuja',
  bratanek: 'bratanka',
  siostrzeniec: 'siostrzeńca',
  kuzyn: 'kuzyna',
  'kuzyn(ka)': 'kuzyna(-ki)',
  potomek: 'potomka',
  przodek: 'przodka',
  członek: 'członka',
  rodzic: 'rodzica',
  szwagier: 'szwagra',
  teść: 'teścia',
  zięć: 'zięcia',
  ojczym: 'ojczyma',
  pasierb: 'pasierba',
  mąż: 'męża',
  małżonek: 'małżonka',
  // women
  matka: 'matki',
  babcia: 'babci',
  córka: 'córki',
  wnuczka: 'wnuczki',
  uwnuczka: 'uwnuczki',
  siostra: 'siostry',
  ciotka: 'ciotki',
  bratanica: 'bratanicy',
  siostrzenica: 'siostrzenicy',
  kuzynka: 'kuzynki',
  szwagierka: 'szwagierki',
  bratowa: 'bratowej',
  synowa: 'synowej',
  teściowa: 'teściowej',
  macocha: 'macochy',
  pasierbica: 'pasierbicy',
  żona: 'żony',
  stryjenka: 'stryjenki',
  wujenka: 'wujenki',
  // neuter
  rodzeństwo: 'rodzeństwa',
  dziecko: 'dziecka',
  // adjectives
  stryjeczny: 'stryjecznego',
  stryjeczna: 'stryjecznej',
  cioteczny: 'ciotecznego',
  cioteczna: 'ciotecznej',
  męski: 'męskiego',
  żeński: 'żeńskiego',
  daleki: 'dalekiego',
  daleka: 'dalekiej',
  przyrodni: 'przyrodniego',
  przyrodnia: 'przyrodniej',
  'przyrodni(-a)': 'przyrodniego(-ej)',
  przybrany: 'przybranego',
  przybrana: 'przybranej',
  podwójny: 'podwójnego',
  podwójna: 'podwójnej',
  'podwójny(-a)': 'podwójnego(-ej)',
  potrójny: 'potrójnego',
  potrójna: 'potrójnej',
  'potrójny(-a)': 'potrójnego(-ej)',
};

/** The genitive of one head word, or null when the word is not part of a head. */
function genitiveWord(word: string): string | null {
  if (word === 'lub') return word;
  if (word.includes('/')) {
    const parts = word.split('/').map(genitiveWord);
    return parts.every((p) => p !== null) ? parts.join('/') : null;
  }
  const base = word.replace(/^(pra)+/, '');
  const inflected = genitives[base] ?? genitives[word];
  if (inflected === undefined) return null;
  return genitives[base] !== undefined
    ? word.slice(0, word.length - base.length) + inflected
    : inflected;
}

/** How many of the name's words are its head. */
function headLength(words: readonly string[]): number {
  let n = 0;
  while (n < words.length && genitiveWord(words[n]!) !== null) n++;
  return n;
}

/** "daleka kuzynka (7. stopień pokrewieństwa)" → "dalekiej kuzynki (7. stopień pokrewieństwa)". */
export function genitive(name: string): string {
  const words = name.split(' ');
  const n = headLength(words);
  return [...words.slice(0, n).map((w) => genitiveWord(w)!), ...words.slice(n)].join(' ');
}

/**
 * The name with an adjective after its head, when nothing but parentheses follows the head
 * ("stryj przyrodni", "daleki kuzyn przyrodni (6. stopień pokrewieństwa)"); null when the head
 * has complements the adjective would be read with ("syn siostrzeńca").
 */
export function withAdjectiveAfterHead(name: string, adjective: string): string | null {
  const words = name.split(' ');
  const n = headLength(words);
  if (n === 0 || (n < words.length && !words[n]!.startsWith('('))) return null;
  return [...words.slice(0, n), adjective, ...words.slice(n)].join(' ');
}
