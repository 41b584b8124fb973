import { Form, Input, Radio } from 'antd';
import { LEAD_FREQUENCIES, LEAD_FREQUENCY_LABELS, SAVED_SEARCH_MSG, SAVED_SEARCH_NAME_MAX, type LeadFrequency } from '@homebid/shared/constants/saved-search';

/** What a saved search's form holds: its name and how its owner is told of new matching projects. */
export interface SavedSearchValues {
  name: string;
  frequency: LeadFrequency;
}

const frequencyOptions = LEAD_FREQUENCIES.map((value) => ({ value, label: LEAD_FREQUENCY_LABELS[value] }));

/** The fields of 'Save this search' and 'Edit saved search' (inside their antd Form). */
export function SavedSearchFields({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <>
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: SAVED_SEARCH_MSG.nameRequired }]}>
        <Input maxLength={SAVED_SEARCH_NAME_MAX} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item name="frequency" label="Tell me about new matching projects">
        <Radio.Group aria-label="Tell me about new matching projects" options={frequencyOptions} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
      </Form.Item>
    </>
  );
}
