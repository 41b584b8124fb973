import { Form, Input } from 'antd';
import { LISTING_MSG } from '@homebid/shared/constants/listing';
import type { Place } from '@homebid/shared/schemas/places';
import { PlaceInput } from '../place-input';

/** The project's location: street typed by the person, place picked from the US gazetteer (allowed states only). */
export function LocationFields() {
  return (
    <>
      <Form.Item name="streetAddress" label="Street Address" rules={[{ required: true, whitespace: true, message: LISTING_MSG.streetRequired }]}>
        <Input maxLength={200} placeholder="e.g. 12 Main St" autoComplete="street-address" />
      </Form.Item>
      <Form.Item
        name="place"
        label="City, State and Zip"
        required
        rules={[
          {
            validator: async (_rule, place: Place | null) => {
              if (!place) throw new Error(LISTING_MSG.locationRequired);
              if (!place.isAllowed) throw new Error(LISTING_MSG.stateNotAllowed);
            },
          },
        ]}
      >
        <PlaceInput placeholder="Type a city or zip code" aria-label="City, State and Zip" />
      </Form.Item>
    </>
  );
}
