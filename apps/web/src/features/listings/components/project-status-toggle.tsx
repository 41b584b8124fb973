import type { ListingStatus } from '@homebid/shared/schemas/listing';
import { PlainSegmented, type SegmentOption } from '../../../components/plain-segmented';

const options: ReadonlyArray<SegmentOption<ListingStatus>> = [
  { value: 'open', label: 'Open' },
  { value: 'ongoing', label: 'Ongoing' },
  { value: 'closed', label: 'Closed' },
];

/** The Open / Ongoing / Closed toggle of My Projects and Saved Projects. */
export function ProjectStatusToggle({ value, onChange }: { value: ListingStatus; onChange: (status: ListingStatus) => void }) {
  return <PlainSegmented label="Project status" options={options} value={value} onChange={onChange} />;
}
