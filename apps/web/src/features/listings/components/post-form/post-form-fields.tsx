import { DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { INDUSTRIES } from '@homebid/shared/constants';
import { LISTING_DESCRIPTION_MAX, LISTING_MSG, LISTING_TITLE_MAX, type ListingType } from '@homebid/shared/constants/listing';
import { centsRule } from '../../../../lib/form-rules';
import { BudgetInput } from './budget-input';

const industryOptions = INDUSTRIES.map((name) => ({ value: name, label: name }));

/** Title, industry tags, materials provided (services), budget, deadline and description. */
export function PostFormFields({ type }: { type: ListingType }) {
  const isService = type === 'service';
  return (
    <>
      <Form.Item name="title" label="Project Title" rules={[{ required: true, whitespace: true, message: LISTING_MSG.titleRequired }]}>
        <Input maxLength={LISTING_TITLE_MAX} placeholder="e.g. Replace the back deck" />
      </Form.Item>
      <Form.Item name="industries" label="Industry" rules={[{ required: true, type: 'array', min: 1, message: LISTING_MSG.industryRequired }]}>
        <Select mode="multiple" options={industryOptions} placeholder="Select the project industry" allowClear />
      </Form.Item>
      {isService && (
        <Form.Item name="materialsProvided" label="Will you provide the materials?" rules={[{ required: true, message: LISTING_MSG.materialsProvidedRequired }]}>
          <Radio.Group aria-label="Will you provide the materials?" options={[{ value: true, label: 'Yes' }, { value: false, label: 'No' }]} />
        </Form.Item>
      )}
      <Form.Item
        name="budget"
        label="Budget"
        rules={[
          { required: true, message: LISTING_MSG.budgetRequired },
          { type: 'number', min: 0, message: isService ? LISTING_MSG.budgetRequired : LISTING_MSG.budgetDigits },
          // refused, never rounded: dollars and cents for services, whole dollars for materials (spec: digits only)
          isService ? centsRule : { type: 'integer', message: LISTING_MSG.budgetDigits },
        ]}
      >
        <BudgetInput />
      </Form.Item>
      <Form.Item
        name="deadline"
        label={isService ? 'Completion Date' : 'Delivery Date'}
        rules={[{ required: true, message: isService ? LISTING_MSG.completionDateRequired : LISTING_MSG.deliveryDateRequired }]}
      >
        <DatePicker format="MMM-DD-YYYY" disabledDate={(date) => date.isBefore(dayjs(), 'day')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={4} maxLength={LISTING_DESCRIPTION_MAX} showCount placeholder="Describe the project" />
      </Form.Item>
    </>
  );
}
