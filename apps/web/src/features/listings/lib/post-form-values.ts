import dayjs, { type Dayjs } from 'dayjs';
import type { ListingCreate, ListingDetail, ListingFile, ListingItem, ListingType } from '@homebid/shared/schemas/listing';
import type { Place } from '@homebid/shared/schemas/places';
import { centsOfDollars } from '@homebid/shared/money';

/** The post form's fields as antd holds them (budget in dollars, deadline as a date, the place as chosen). */
export interface PostFormValues {
  title: string;
  industries: string[];
  materialsProvided?: boolean;
  budget?: number | null;
  deadline?: Dayjs | null;
  description?: string;
  streetAddress: string;
  place: Place | null;
  images: ListingFile[];
  documents: ListingFile[];
  items: ListingItem[];
}

export const emptyPostFormValues: Partial<PostFormValues> = { industries: [], images: [], documents: [], items: [], place: null };

/** A saved listing as form values, for 'Edit Services Post' / 'Post Materials'. */
export function toPostFormValues(listing: ListingDetail): PostFormValues {
  const { location } = listing;
  return {
    title: listing.title,
    industries: listing.industries,
    materialsProvided: listing.materialsProvided ?? undefined,
    budget: listing.budgetCents / 100,
    deadline: dayjs(listing.deadline),
    description: listing.description,
    streetAddress: location.streetAddress,
    place: {
      id: location.zip,
      city: location.city,
      state: location.state,
      zip: location.zip,
      lat: location.lat,
      lng: location.lng,
      label: `${location.city}, ${location.state} ${location.zip}`,
      isAllowed: true,
    },
    images: listing.images,
    documents: listing.documents,
    items: listing.items,
  };
}

/** Form values as the body of POST/PUT /api/listings (money in integer cents, dates as 'YYYY-MM-DD'). */
export function toListingBody(type: ListingType, values: PostFormValues): ListingCreate {
  const common = {
    title: values.title,
    industries: values.industries as ListingCreate['industries'],
    // the budget's rules refused a figure finer than a cent before this is sent, so nothing is rounded here
    budgetCents: centsOfDollars(values.budget ?? 0) ?? 0,
    deadline: values.deadline?.format('YYYY-MM-DD') ?? '',
    description: values.description ?? '',
    location: { streetAddress: values.streetAddress, placeId: values.place?.id ?? '' },
    images: values.images.map((f) => f.key),
    documents: values.documents.map((f) => f.key),
  };
  if (type === 'service') return { listingType: 'service', ...common, materialsProvided: values.materialsProvided ?? false };
  return { listingType: 'material_supply', ...common, items: values.items.map((i) => ({ productId: i.productId, quantity: i.quantity })) };
}
