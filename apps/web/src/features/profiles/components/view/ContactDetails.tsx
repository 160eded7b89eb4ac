import type { MemberProfile } from '@familytree/shared';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { Link, Stack } from '@mui/material';
import { useSpecText, useT } from '../../../../lib/i18n';
import { profilesMessages } from '../../messages';
import { BlurredText, ForEditorsOnly } from './Blurred';
import { InfoList } from './InfoList';
import { EmptyNote, ProfileSection } from './ProfileSection';

const socialIcons = { Facebook: FacebookIcon, Instagram: InstagramIcon, LinkedIn: LinkedInIcon };

function SocialLinks({ links }: { links: MemberProfile['socialMediaLinkList'] }) {
  if (links.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 1.5 }}>
      {links.map((link) => {
        const Icon = socialIcons[link.socialMedia];
        return (
          <Link
            key={link.socialMedia}
            href={link.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <Icon fontSize="small" aria-hidden />
            {link.socialMedia}
          </Link>
        );
      })}
    </Stack>
  );
}

/** Phone, email and social links; phone and email blurred for those who may not edit the member. */
export function ContactDetails({ profile }: { profile: MemberProfile }) {
  const t = useT(profilesMessages);
  const spec = useSpecText().t;
  const person = profile.personDetail;
  const phone = person.phoneNumber
    ? [person.phoneCountryCode, person.phoneNumber].filter(Boolean).join(' ')
    : '';
  return (
    <ProfileSection title={t('contact')} testId="contact">
      {profile.contactVisible ? (
        <>
          <InfoList
            items={[
              { label: t('phone'), value: phone },
              {
                label: t('email'),
                value: person.email ? (
                  <Link href={`mailto:${person.email}`}>{person.email}</Link>
                ) : (
                  ''
                ),
              },
            ]}
          />
          {!phone && !person.email && profile.socialMediaLinkList.length === 0 && (
            <EmptyNote>{t('noContact')}</EmptyNote>
          )}
        </>
      ) : (
        <>
          <BlurredText lines={[t('blurredPhone'), t('blurredEmail')]} />
          <ForEditorsOnly note={spec('profile.contactForEditorsOnly')} />
        </>
      )}
      <SocialLinks links={profile.socialMediaLinkList} />
    </ProfileSection>
  );
}
