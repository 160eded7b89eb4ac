import { useSpecText } from '../lib/i18n';

/** SpecText in a language other than English (loaded with the spec's catalog). */
export default function SpecTextInLanguage({ text }: { text: string }) {
  return useSpecText().text(text);
}
