import { messages, type MemberProfile } from '@familytree/shared';
import { Box, Stack, Typography } from '@mui/material';
import { useCountryName } from '../../logic/use-country-names';
import { BlurredText, ForEditorsOnly } from './Blurred';
import { EmptyNote, ProfileSection } from './ProfileSection';

type Address = MemberProfile['addressList'][number];

const titles = { CURRENT_ADDRESS: 'Current address', PERMANENT_ADDRESS: 'Permanent address' };

function AddressLines({ address, visible }: { address: Address; visible: boolean }) {
  const countryName = useCountryName();
  const country = countryName(address.country);
  if (!visible) {
    // Others learn the country only (spec part 6); the rest is a blurred stand-in.
    return (
      <>
        <BlurredText lines={['00 Street name', 'City, State 000000']} />
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
  const addresses = [...profile.addressList].sort((a, b) =>
    a.addressType.localeCompare(b.addressType),
  );
  return (
    <ProfileSection title="Address" testId="address">
      {addresses.length === 0 ? (
        <EmptyNote>No address yet.</EmptyNote>
      ) : (
        <Stack spacing={2}>
          {addresses.map((address) => (
            <Box key={address.addressType}>
              <Typography variant="subtitle2" component="h3" color="text.secondary">
                {titles[address.addressType]}
              </Typography>
              <AddressLines address={address} visible={profile.contactVisible} />
            </Box>
          ))}
        </Stack>
      )}
      {!profile.contactVisible && addresses.length > 0 && (
        <ForEditorsOnly note={messages.profile.addressForEditorsOnly} />
      )}
    </ProfileSection>
  );
}
