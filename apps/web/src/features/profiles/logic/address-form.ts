import {
  addressContactSchema,
  addressTypes,
  socialLinkSchema,
  socialMedias,
  type AddressContact,
  type MemberProfile,
} from '@familytree/shared';
import { z } from 'zod';
import { schemaResolver } from './form-resolver';
import { monthRangeErrors, monthRangeOf, type MonthRangeValues } from './month-range';

type AddressType = (typeof addressTypes)[number];
type SocialMedia = (typeof socialMedias)[number];

export interface AddressValues {
  addressType: AddressType;
  streetAddress: string;
  city: string;
  country: string | null;
  state: string | null;
  postalCode: string;
}

export interface LivingTimelineValues extends MonthRangeValues {
  country: string | null;
  state: string | null;
}

/** The Address and Contact tab: both addresses and all three social links always have a row. */
export interface AddressFormValues {
  addressList: AddressValues[];
  phoneCountryCode: string | null;
  phoneNumber: string;
  email: string;
  socialMediaLinkList: Array<{ socialMedia: SocialMedia; link: string }>;
  livingTimelineList: LivingTimelineValues[];
}

export const emptyLivingTimeline = (): LivingTimelineValues => ({
  startMonth: null,
  startYear: null,
  endMonth: null,
  endYear: null,
  country: null,
  state: null,
});

export function addressFormValues(profile: MemberProfile): AddressFormValues {
  const p = profile.personDetail;
  return {
    addressList: addressTypes.map((addressType) => {
      const a = profile.addressList.find((x) => x.addressType === addressType);
      return {
        addressType,
        streetAddress: a?.streetAddress ?? '',
        city: a?.city ?? '',
        country: a?.country ?? null,
        state: a?.state ?? null,
        postalCode: a?.postalCode ?? '',
      };
    }),
    phoneCountryCode: p.phoneCountryCode,
    phoneNumber: p.phoneNumber ?? '',
    email: p.email ?? '',
    socialMediaLinkList: socialMedias.map((socialMedia) => ({
      socialMedia,
      link: profile.socialMediaLinkList.find((s) => s.socialMedia === socialMedia)?.link ?? '',
    })),
    livingTimelineList: profile.livingTimelineList.map((t) => ({
      ...monthRangeOf(t),
      country: t.country,
      state: t.state,
    })),
  };
}

const addressIsEmpty = (a: AddressValues) =>
  !a.streetAddress.trim() && !a.city.trim() && !a.country && !a.state && !a.postalCode.trim();

/** Every row, index for index with the form, so that errors land on the right field. */
function alignedBody(v: AddressFormValues) {
  return {
    addressList: v.addressList.map((a) => ({
      ...a,
      streetAddress: a.streetAddress || null,
      city: a.city || null,
      postalCode: a.postalCode || null,
    })),
    phoneCountryCode: v.phoneNumber.trim() ? v.phoneCountryCode : null,
    phoneNumber: v.phoneNumber.trim() || null,
    email: v.email.trim() || null,
    socialMediaLinkList: v.socialMediaLinkList.map((s) => ({ ...s, link: s.link.trim() })),
    livingTimelineList: v.livingTimelineList,
  };
}

// An empty social link is simply not sent; a given one must be a web address.
const formSchema = addressContactSchema.extend({
  socialMediaLinkList: z.array(
    socialLinkSchema.extend({ link: z.literal('').or(socialLinkSchema.shape.link) }),
  ),
});

export const addressResolver = schemaResolver(formSchema, alignedBody, (v) =>
  monthRangeErrors(v.livingTimelineList, 'livingTimelineList'),
);

/** The saveAddressContact body, without empty addresses and links, and how its rows map back. */
export function addressRequest(v: AddressFormValues): {
  body: AddressContact;
  kept: Record<string, number[]>;
} {
  const aligned = alignedBody(v);
  const keptAddresses = v.addressList.flatMap((a, i) => (addressIsEmpty(a) ? [] : [i]));
  const keptLinks = aligned.socialMediaLinkList.flatMap((s, i) => (s.link ? [i] : []));
  return {
    body: {
      ...aligned,
      addressList: keptAddresses.map((i) => aligned.addressList[i]!),
      socialMediaLinkList: keptLinks.map((i) => aligned.socialMediaLinkList[i]!),
    },
    kept: { addressList: keptAddresses, socialMediaLinkList: keptLinks },
  };
}
