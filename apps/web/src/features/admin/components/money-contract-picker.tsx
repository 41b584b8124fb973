import { Button, Form, Input } from 'antd';

/** Opens a contract's money by its id (the users' pages and the ledger check link straight to it). */
export function MoneyContractPicker({ onOpen }: { onOpen: (contractId: string) => void }) {
  return (
    <Form
      layout="inline"
      onFinish={({ contractId }: { contractId: string }) => onOpen(contractId.trim())}
      style={{ gap: '8px 16px' }}
    >
      <Form.Item name="contractId" label="Contract id" style={{ marginInlineEnd: 0, maxWidth: '100%' }} rules={[{ required: true, whitespace: true, message: 'Please enter a contract id.' }]}>
        <Input placeholder="e.g. 3f2c…" autoComplete="off" spellCheck={false} style={{ width: 340, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item style={{ marginInlineEnd: 0 }}>
        <Button type="primary" htmlType="submit">
          Show money
        </Button>
      </Form.Item>
    </Form>
  );
}
