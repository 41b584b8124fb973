import { App, Button, Col, Form, Input, Row, Select } from 'antd';
import { MSG, US_STATE_NAMES } from '@homebid/shared/constants';
import { profileDetailsSchema, type MyProfile, type ProfileDetails } from '@homebid/shared/schemas/profile';
import { zodRule } from '../../../lib/form-rules';
import { useUpdateProfileDetails } from '../api/update-profile-details';
import { ProfileSectionCard } from '../components/profile-section-card';

const fields = profileDetailsSchema.shape;
const STATE_OPTIONS = US_STATE_NAMES.map((name) => ({ value: name, label: name }));

/** Name and address, with the same fields and messages as the onboarding 'Profile Details' step. */
export default function BasicDetailsPage({ me }: { me: MyProfile }) {
  const { message } = App.useApp();
  const save = useUpdateProfileDetails();
  const [form] = Form.useForm<ProfileDetails>();

  const onFinish = (values: ProfileDetails) =>
    save.mutate(values, {
      onSuccess: (response) => message.success(response?.message ?? MSG.detailsSaved),
      onError: (error) => message.error(error.message),
    });

  return (
    <ProfileSectionCard title="Basic Details">
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{
          name: me.name,
          streetAddress: me.streetAddress ?? '',
          city: me.city ?? '',
          state: me.state ?? undefined,
          zipCode: me.zipCode ?? '',
        }}
        style={{ maxWidth: 720 }}
      >
        <Form.Item name="name" label="Display Name" rules={[zodRule(fields.name)]}>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item name="streetAddress" label="Street Address" rules={[zodRule(fields.streetAddress)]}>
          <Input autoComplete="street-address" maxLength={200} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="city" label="City" rules={[zodRule(fields.city)]}>
              <Input autoComplete="address-level2" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="state" label="State" rules={[zodRule(fields.state)]}>
              <Select showSearch options={STATE_OPTIONS} placeholder="Select State" aria-label="State" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="zipCode" label="Zip Code" rules={[zodRule(fields.zipCode)]}>
              <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
      </Form>
    </ProfileSectionCard>
  );
}
