import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENTS_MSG } from '@homebid/shared/constants/payments';
import { personalCustomerSchema, type PersonalCustomerInput } from '@homebid/shared/schemas/payments';
import { zodRule } from '../../../lib/form-rules';
import { usePaymentSetup, useCreatePersonalCustomer } from '../api/payment-setup';
import { SandboxNotice } from '../components/sandbox-notice';
import { useFeedback } from '../../../app/feedback';

const shape = personalCustomerSchema.shape;
const rule = (field: keyof typeof shape) => [zodRule(shape[field])];

/**
 * /v1/payments/createcustomer, 'Create a Personal VCR': the personal verified customer form of the spec. The date of
 * birth and the SSN's last four digits go to the bank-transfer provider through our server and are kept by neither.
 */
export default function CreateCustomerPage() {
  const [form] = Form.useForm<PersonalCustomerInput>();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { data: setup } = usePaymentSetup();
  const create = useCreatePersonalCustomer();
  const [failure, setFailure] = useState<string>();

  const onFinish = (values: PersonalCustomerInput) => {
    setFailure(undefined);
    create.mutateAsync(values).then(
      () => {
        void message.success('Your bank-transfer account was created.');
        navigate('/v1/payments');
      },
      (error: Error) => setFailure(error.message),
    );
  };

  return (
    <Card title={<Typography.Title level={1} style={{ margin: 0 }}>{PAYMENTS_MSG.createCustomerTitle}</Typography.Title>} style={{ maxWidth: 720 }}>
      {setup?.providers.ach === 'sandbox' && <SandboxNotice />}
      <Typography.Paragraph type="secondary">
        The bank-transfer provider verifies who you are before you can pay or be paid by bank transfer. Your date of birth and
        the last four digits of your SSN are sent to it and are not stored by HomeBid.
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark disabled={create.isPending} initialValues={{ termsAccepted: false }}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label="First Name" required rules={rule('firstName')}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label="Last Name" required rules={rule('lastName')}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="email" label="Email" required rules={rule('email')}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="address1" label="Address 1" required rules={rule('address1')}>
          <Input autoComplete="address-line1" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item name="city" label="City" required rules={rule('city')}>
              <Input autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="state" label="State" required rules={rule('state')}>
              <Input maxLength={2} placeholder="RI" autoComplete="address-level1" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="postalCode" label="Postal Code" required rules={rule('postalCode')}>
              <Input inputMode="numeric" maxLength={5} autoComplete="postal-code" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="dateOfBirth" label="Date of Birth" required rules={rule('dateOfBirth')} extra="YYYY-MM-DD">
              <Input placeholder="YYYY-MM-DD" autoComplete="bday" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="ssn" label="SSN (last 4 digits)" required rules={rule('ssn')}>
              <Input.Password inputMode="numeric" maxLength={4} autoComplete="off" visibilityToggle={false} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="termsAccepted" valuePropName="checked" rules={rule('termsAccepted')}>
          <Checkbox>I agree to HomeBid&apos;s Terms of Service and Privacy Policy, and to the bank-transfer provider&apos;s Terms of Service and Privacy Policy.</Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Submit
          </Button>{' '}
          <Button onClick={() => navigate('/v1/payments')}>Cancel</Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
