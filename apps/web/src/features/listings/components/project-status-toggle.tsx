import { Segmented } from 'antd';
import type { ListingStatus } from '@homebid/shared/schemas/listing';

const options = [
  { value: 'open', label: 'Open' },
  { value: 'ongoing', label: 'Ongoing' },
  { value: 'closed', label: 'Closed' },
];

/** The Open / Ongoing / Closed toggle of My Projects and Saved Projects. */
export function ProjectStatusToggle({ value, onChange }: { value: ListingStatus; onChange: (status: ListingStatus) => void }) {
  return <Segmented aria-label="Project status" options={options} value={value} onChange={(next) => onChange(next as ListingStatus)} />;
}
