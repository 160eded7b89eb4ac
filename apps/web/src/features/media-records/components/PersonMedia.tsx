import {
  usePersonMediaQuery,
  useSourceMediaQuery,
  useUnionMediaQuery,
} from '../api/media-records.api';
import { useMediaT } from '../hooks/use-media-text';
import { MediaSection } from './MediaSection';

/**
 * A person's Media tab (issue 30): their photos and documents, then the photos of their profile
 * and the gallery's of them; those who may edit the person add, edit and delete media records.
 */
export function PersonMedia(props: {
  familyId: number;
  personId: number;
  personName: string;
  canEdit: boolean;
}) {
  const t = useMediaT();
  const query = usePersonMediaQuery(props.familyId, props.personId);
  return (
    <MediaSection
      familyId={props.familyId}
      heading={t('media')}
      label={t('mediaOf', { name: props.personName })}
      empty={t('noPersonMedia', { name: props.personName })}
      query={query}
      link={{ personId: props.personId }}
      subjectName={props.personName}
      canEdit={props.canEdit}
    />
  );
}

/** A source's photos and documents (scans of a register, a certificate). */
export function SourceMedia(props: {
  familyId: number;
  sourceId: number;
  sourceTitle: string;
  canEdit: boolean;
}) {
  const t = useMediaT();
  const query = useSourceMediaQuery(props.familyId, props.sourceId);
  return (
    <MediaSection
      familyId={props.familyId}
      heading={t('media')}
      label={t('mediaOf', { name: props.sourceTitle })}
      empty={t('noSourceMedia')}
      query={query}
      link={{ sourceId: props.sourceId }}
      subjectName={props.sourceTitle}
      canEdit={props.canEdit}
    />
  );
}

/** A couple's photos and documents (a wedding photo, a marriage certificate). */
export function CoupleMedia(props: {
  familyId: number;
  unionId: number;
  /** The section's heading ("Marriage to Sam Person"). */
  heading: string;
  /** The couple in words ("Anna Person and Sam Person"). */
  coupleName: string;
  canEdit: boolean;
}) {
  const t = useMediaT();
  const query = useUnionMediaQuery(props.familyId, props.unionId);
  return (
    <MediaSection
      familyId={props.familyId}
      heading={props.heading}
      label={t('mediaOf', { name: props.coupleName })}
      empty={t('noMarriageMedia')}
      query={query}
      link={{ unionId: props.unionId }}
      subjectName={props.coupleName}
      forMarriage
      canEdit={props.canEdit}
    />
  );
}
