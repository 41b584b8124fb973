import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, type ColProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENTS_MSG } from '@homebid/shared/constants/payments';
import type { PersonalCustomerInput } from '@homebid/shared/schemas/payments';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { schemaField, zodRule } from '../../../lib/form-rules';
import { usePaymentSetup, useCreatePersonalCustomer } from '../api/payment-setup';
import { PlainText } from '../../../components/plain-text';
import { SandboxNotice } from '../../../components/sandbox-notice';
import { useToasts } from '../../../components/toasts/toasts';

const customer = () => import('@homebid/shared/schemas/payments').then((m) => m.personalCustomerSchema);
const rule = (field: keyof PersonalCustomerInput) => zodRule(schemaField(customer, field));

interface Field {
  name: Exclude<keyof PersonalCustomerInput, 'termsAccepted'>;
  label: string;
  input: ReactNode;
  /** Its column in a row of several fields. */
  span?: ColProps;
}

/** The form's fields, row by row (a row of one field spans the form). */
const FIELD_ROWS: Field[][] = [
  [
    { name: 'firstName', label: 'First Name', span: { xs: 24, sm: 12 }, input: <Input autoComplete="given-name" /> },
    { name: 'lastName', label: 'Last Name', span: { xs: 24, sm: 12 }, input: <Input autoComplete="family-name" /> },
  ],
  [{ name: 'email', label: 'Email', input: <Input type="email" autoComplete="email" /> }],
  [{ name: 'address1', label: 'Address 1', input: <Input autoComplete="address-line1" /> }],
  [
    { name: 'city', label: 'City', span: { xs: 24, sm: 10 }, input: <Input autoComplete="address-level2" /> },
    { name: 'state', label: 'State', span: { xs: 12, sm: 6 }, input: <Input maxLength={2} placeholder="RI" autoComplete="address-level1" /> },
    { name: 'postalCode', label: 'Postal Code', span: { xs: 12, sm: 8 }, input: <Input inputMode="numeric" maxLength={5} autoComplete="postal-code" /> },
  ],
  [
    // the format as a placeholder, not as Form.Item's `extra`, which antd measures after every render (a forced layout)
    { name: 'dateOfBirth', label: 'Date of Birth', span: { xs: 24, sm: 12 }, input: <Input placeholder="YYYY-MM-DD" autoComplete="bday" /> },
    { name: 'ssn', label: 'SSN (last 4 digits)', span: { xs: 24, sm: 12 }, input: <Input.Password inputMode="numeric" maxLength={4} autoComplete="off" visibilityToggle={false} /> },
  ],
];

function CustomerField({ field }: { field: Field }) {
  return (
    <Form.Item name={field.name} label={field.label} required rules={[rule(field.name)]}>
      {field.input}
    </Form.Item>
  );
}

/**
 * /v1/payments/createcustomer, 'Create a Personal VCR': the personal verified customer form of the spec. The date of
 * birth and the SSN's last four digits go to the bank-transfer provider through our server and are kept by neither.
 */
export default function CreateCustomerPage() {
  const [form] = Form.useForm<PersonalCustomerInput>();
  const navigate = useNavigate();
  const { message } = useToasts();
  const { data: setup, isPending: isSetupPending } = usePaymentSetup();
  const create = useCreatePersonalCustomer();
  const [failure, setFailure] = useState<string>();

  const onFinish = (values: PersonalCustomerInput) => {
    setFailure(undefined);
    create.mutateAsync(values).then(
      () => {
        void message.success('Your bank-transfer account was created.');
        navigate(WEB_PATHS.payments);
      },
      (error: Error) => setFailure(error.message),
    );
  };

  return (
    <Card title={<PlainText as="h1">{PAYMENTS_MSG.createCustomerTitle}</PlainText>} style={{ maxWidth: 720 }}>
      <PlainText as="p" secondary style={{ marginBottom: 16 }}>
        {PAYMENTS_MSG.createCustomerLead}
      </PlainText>
      {/* below the lead, once the setup is known (asked for with the page: api-paths.ts), so nothing drawn moves down */}
      {!isSetupPending && (
        <>
          {setup?.providers.ach === 'sandbox' && <SandboxNotice />}
          {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
          <Form form={form} layout="vertical" onFinish={onFinish} requiredMark disabled={create.isPending} initialValues={{ termsAccepted: false }}>
            {FIELD_ROWS.map((row) =>
              row.length === 1 ? (
                <CustomerField key={row[0].name} field={row[0]} />
              ) : (
                <Row key={row[0].name} gutter={16}>
                  {row.map((field) => (
                    <Col key={field.name} {...field.span}>
                      <CustomerField field={field} />
                    </Col>
                  ))}
                </Row>
              ),
            )}
            <Form.Item name="termsAccepted" valuePropName="checked" rules={[rule('termsAccepted')]}>
              <Checkbox>I agree to HomeBid&apos;s Terms of Service and Privacy Policy, and to the bank-transfer provider&apos;s Terms of Service and Privacy Policy.</Checkbox>
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                Submit
              </Button>{' '}
              <Button onClick={() => navigate(WEB_PATHS.payments)}>Cancel</Button>
            </Form.Item>
          </Form>
        </>
      )}
    </Card>
  );
}
