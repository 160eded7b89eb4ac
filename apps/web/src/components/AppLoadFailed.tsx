import { loadedMessages, loadMessages } from '@familytree/shared';
import { useEffect, useState } from 'react';
// The store alone, not lib/i18n: this screen is part of the entry (main.tsx), which stays small.
import { useLocale } from '../lib/i18n/locale-store';
import { componentsMessages } from './messages';

/**
 * Shown in place of the page when the app's own code does not arrive (main.tsx): drawn without
 * MUI or the theme, whose code is what failed to load. Its texts are in the language when that
 * language's file still loads, else in English. They are plain texts (no placeholders), read
 * without the ICU formatter, which is app code.
 */
// The theme's primary button, written out: the theme is part of the code that did not load.
const buttonStyle = {
  font: 'inherit',
  fontWeight: 600,
  color: '#fff',
  background: '#2e5e4e',
  border: 0,
  borderRadius: 10,
  padding: '6px 16px',
  cursor: 'pointer',
};

export function AppLoadFailed() {
  const locale = useLocale();
  const [messages, setMessages] = useState(
    () => loadedMessages(componentsMessages, locale) ?? componentsMessages.en,
  );
  useEffect(() => {
    let current = true;
    void loadMessages(componentsMessages, locale).then((m) => current && setMessages(m));
    return () => {
      current = false;
    };
  }, [locale]);
  return (
    <div role="alert" style={{ margin: '32px 16px', font: '1rem/1.5 system-ui, sans-serif' }}>
      <p style={{ margin: '0 0 12px' }}>{messages.siteLoadFailed}</p>
      <button type="button" onClick={() => window.location.reload()} style={buttonStyle}>
        {messages.tryAgain}
      </button>
    </div>
  );
}
