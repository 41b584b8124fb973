import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, Form, Input } from 'antd';
import { BID_MAX_MILESTONES, MILESTONE_DESCRIPTION_MAX } from '@homebid/shared/constants/bid';
import { disablePastDays, BID_DATE_FORMAT } from '../lib/bid-dates';
import { WholeDollarInput } from './whole-dollar-input';

/**
 * Repeatable 'N. Proposed payment milestone' cards (description, 'Due Date*', 'Amount Due*', delete) and
 * 'Add a milestone'. Completeness is checked on save with the spec's dialog, not inline.
 */
export function MilestoneFields() {
  return (
    <Form.List name="milestones">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              data-testid="milestone-card"
              title={`${index + 1}. Proposed payment milestone`}
              extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete milestone ${index + 1}`} onClick={() => remove(field.name)} />}
            >
              <Form.Item name={[field.name, 'description']} label="Description" style={{ marginBottom: 8 }}>
                <Input.TextArea rows={2} maxLength={MILESTONE_DESCRIPTION_MAX} placeholder="What this payment covers" />
              </Form.Item>
              <Flex gap={12} wrap>
                <Form.Item name={[field.name, 'dueDate']} label="Due Date" required style={{ flex: 1, minWidth: 180, marginBottom: 0 }}>
                  <DatePicker format={BID_DATE_FORMAT} disabledDate={disablePastDays} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name={[field.name, 'amount']} label="Amount Due" required style={{ flex: 1, minWidth: 140, marginBottom: 0 }}>
                  <WholeDollarInput placeholder="0" />
                </Form.Item>
              </Flex>
            </Card>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ description: '', dueDate: null, amount: null })} disabled={fields.length >= BID_MAX_MILESTONES}>
            Add a milestone
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
