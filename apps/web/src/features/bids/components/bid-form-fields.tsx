import { DatePicker, Form, Input, InputNumber, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { BID_DESCRIPTION_MAX, BID_MSG } from '@homebid/shared/constants/bid';
import { centsRule } from '../../../lib/form-rules';
import { BID_DATE_FORMAT, disablePastDays } from '../lib/bid-dates';
import { sumMilestoneDollars, type BidFormMode, type BidFormValues, type MilestoneFormValue } from '../lib/bid-form-values';
import { BidAttachmentField } from './bid-attachment-field';
import { BidItemsField } from './bid-items-field';
import { MilestoneFields } from './milestone-fields';

/** 'Bid Amount*': while milestones exist it is disabled and equals their sum (deleting one subtracts its amount). */
function BidAmountField({ form }: { form: FormInstance<BidFormValues> }) {
  const milestones = (Form.useWatch('milestones', { form, preserve: true }) ?? []) as MilestoneFormValue[];
  const hasMilestones = milestones.length > 0;
  const milestoneDollars = sumMilestoneDollars(milestones);
  useEffect(() => {
    if (hasMilestones) form.setFieldValue('amount', milestoneDollars);
  }, [form, hasMilestones, milestoneDollars]);
  return (
    <Form.Item name="amount" label="Bid Amount" required rules={[centsRule]}>
      {/* no precision: it would round 100.555 to 100.56 on blur; centsRule refuses it instead */}
      <InputNumber<number> prefix="$" min={0} max={1_000_000_000} placeholder="Enter a Bid Amount" disabled={hasMilestones} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** The Update Bid form's fields; which appear depends on the listing type and the chosen project type. */
export function BidFormFields({ form, mode }: { form: FormInstance<BidFormValues>; mode: BidFormMode }) {
  const isIndividual = mode.isIndividualBid === true;
  return (
    <>
      {isIndividual ? <BidItemsField form={form} /> : <BidAmountField form={form} />}
      {mode.isMaterial ? (
        <Form.Item name="deliveryDate" label="Delivery Date" rules={[{ required: true, message: BID_MSG.deliveryDateRequired }]} style={{ marginTop: isIndividual ? 16 : 0 }}>
          <DatePicker format={BID_DATE_FORMAT} disabledDate={disablePastDays} style={{ width: '100%' }} />
        </Form.Item>
      ) : (
        <Form.Item
          name="dateRange"
          label="Earliest Start Date and Projected End Date"
          rules={[{ required: true, type: 'array', len: 2, message: BID_MSG.endDateRequired }]}
        >
          <DatePicker.RangePicker format={BID_DATE_FORMAT} disabledDate={disablePastDays} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="description" label="Description(optional)">
        <Input.TextArea rows={3} maxLength={BID_DESCRIPTION_MAX} placeholder="Write a note" />
      </Form.Item>
      <Form.Item name="attachment">
        <BidAttachmentField />
      </Form.Item>
      <MilestoneFields />
    </>
  );
}
