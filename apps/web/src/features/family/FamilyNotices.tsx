import { Suspense, type ReactNode } from 'react';
import { FullPageError } from '../../components/FullPageError';
import { FullPageLoading } from '../../components/FullPageLoading';
import { useT } from '../../lib/i18n';
import { familyMessages } from './messages';

/**
 * The gate's own texts. The gates sit above every page, so they never wait for a language file
 * themselves: each text is drawn by one of these, inside its own Suspense boundary.
 */
function Texts({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoading />}>{children}</Suspense>;
}

function FamilyLoadingText() {
  const t = useT(familyMessages);
  return <FullPageLoading label={t('loadingFamily')} />;
}

function FailedText({
  text,
  onRetry,
}: {
  text: 'familyLoadFailed' | 'siteUnreachable';
  onRetry: () => void;
}) {
  const t = useT(familyMessages);
  return <FullPageError message={t(text)} onRetry={onRetry} />;
}

export const FamilyLoading = () => (
  <Texts>
    <FamilyLoadingText />
  </Texts>
);

export const FamilyLoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <Texts>
    <FailedText text="familyLoadFailed" onRetry={onRetry} />
  </Texts>
);

export const SiteUnreachable = ({ onRetry }: { onRetry: () => void }) => (
  <Texts>
    <FailedText text="siteUnreachable" onRetry={onRetry} />
  </Texts>
);
