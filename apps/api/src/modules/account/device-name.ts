import type { AnswerTexts } from '../../answers/answer-texts.js';

/**
 * A person-readable name for the browser of a session, e.g. "Firefox on Windows", from its
 * User-Agent. Only for recognising one's own devices in "My account": nothing depends on it.
 */
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const systems: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The name in the answer's language: browsers and systems are product names, kept as they are. */
export function deviceName(userAgent: string | null, t: AnswerTexts): string {
  if (!userAgent) return t('device.unknown');
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return t('device.browserOnSystem', { browser, system });
  return browser ?? system ?? t('device.unknown');
}
