import { useRouteError } from '../lib/router';
import { useT } from '../lib/i18n';
import { FullPageError } from './FullPageError';
import { componentsMessages } from './messages';

/**
 * A page's code that no longer loads: the site was updated since this page was opened (each
 * version's files have new names) or the connection dropped. Reloading fetches the current ones.
 */
const isMissingCode = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|importing a module script failed|unable to preload/i.test(
    error.message,
  );

/** What a page that failed to load or draw shows instead, with Try again reloading it. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT(componentsMessages);
  return (
    <FullPageError
      message={isMissingCode(error) ? t('pageCodeMissing') : t('pageFailed')}
      onRetry={() => window.location.reload()}
    />
  );
}
