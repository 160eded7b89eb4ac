import type { MemberProfile } from '@familytree/shared';
import { Box, Stack, Typography } from '@mui/material';
import { useSpecText, useT } from '../../../../lib/i18n';
import { useCountryName } from '../../logic/use-country-names';
import { profilesMessages } from '../../messages';
import { BlurredText, ForEditorsOnly } from './Blurred';
import { EmptyNote, ProfileSection } from './ProfileSection';

type Address = MemberProfile['addressList'][number];

const titles = {
  CURRENT_ADDRESS: 'currentAddress',
  PERMANENT_ADDRESS: 'permanentAddress',
} as const;

function AddressLines({ address, visible }: { address: Address; visible: boolean }) {
  const t = useT(profilesMessages);
  const countryName = useCountryName();
  const country = countryName(address.country);
  if (!visible) {
    // Others learn the country only (spec part 6); the rest is a blurred stand-in.
    return (
      <>
        <BlurredText lines={[t('blurredStreet'), t('blurredCity')]} />
        {country && <Typography>{country}</Typography>}
      </>
    );
  }
  const lines = [
    address.streetAddress,
    [address.city, address.state, address.postalCode].filter(Boolean).join(', '),
    country,
  ].filter(Boolean);
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {lines.map((line) => (
        <Typography key={line}>{line}</Typography>
      ))}
    </Box>
  );
}

/** The current and permanent addresses; blurred except the country for those who may not edit the member. */
export function AddressDetails({ profile }: { profile: MemberProfile }) {
  const t = useT(profilesMessages);
  const spec = useSpecText().t;
  const addresses = [...profile.addressList].sort((a, b) =>
    a.addressType.localeCompare(b.addressType),
  );
  return (
    <ProfileSection title={t('address')} testId="address">
      {addresses.length === 0 ? (
        <EmptyNote>{t('noAddress')}</EmptyNote>
      ) : (
        <Stack spacing={2}>
          {addresses.map((address) => (
            <Box key={address.addressType}>
              <Typography variant="subtitle2" component="h3" color="text.secondary">
                {t(titles[address.addressType])}
              </Typography>
              <AddressLines address={address} visible={profile.contactVisible} />
            </Box>
          ))}
        </Stack>
      )}
      {!profile.contactVisible && addresses.length > 0 && (
        <ForEditorsOnly note={spec('profile.addressForEditorsOnly')} />
      )}
    </ProfileSection>
  );
}
