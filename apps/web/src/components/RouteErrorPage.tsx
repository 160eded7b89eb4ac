import { useRouteError } from 'react-router';
import { FullPageError } from './FullPageError';

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
  return (
    <FullPageError
      message={
        isMissingCode(error)
          ? 'This page could not be loaded. The site may have been updated: try again to load its latest version.'
          : 'Something went wrong on this page.'
      }
      onRetry={() => window.location.reload()}
    />
  );
}
