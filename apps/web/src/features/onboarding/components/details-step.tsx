import { App, Col, Form, Input, Radio, Row, Select } from 'antd';
import { LIMITS, US_STATE_NAMES, USER_TYPE_LABELS, USER_TYPES, type UserType } from '@homebid/shared/constants';
import { profileDetailsSchema, type MyProfile } from '@homebid/shared/schemas/profile';
import { zodRule } from '../../../lib/form-rules';
import { useUpdateProfileDetails } from '../../profile/api/update-profile-details';
import { readStoredUserType, storeUserType } from '../lib/stored-user-type';
import { StepActions, type StepNavigation } from './step-actions';

interface DetailsForm {
  displayName: string;
  streetAddress: string;
  city: string;
  addressState: string;
  zipCode: string;
  userType: UserType;
}

const { shape } = profileDetailsSchema;
const STATE_OPTIONS = US_STATE_NAMES.map((name) => ({ value: name, label: name }));

/** Step 1: name, address and profile type; saving shows 'Details saved successfully.' and moves on. */
export function DetailsStep({ profile, nav }: { profile: MyProfile; nav: StepNavigation }) {
  const { message } = App.useApp();
  const save = useUpdateProfileDetails();

  const submit = (values: DetailsForm) =>
    save.mutate(
      { name: values.displayName, streetAddress: values.streetAddress, city: values.city, state: values.addressState, zipCode: values.zipCode, userType: values.userType },
      {
        onSuccess: (result) => {
          storeUserType(values.userType);
          message.success(result.message);
          nav.onNext();
        },
        onError: (error) => message.error(error.message),
      },
    );

  return (
    <Form<DetailsForm>
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{
        displayName: profile.name,
        streetAddress: profile.streetAddress ?? '',
        city: profile.city ?? '',
        addressState: profile.state ?? undefined,
        zipCode: profile.zipCode ?? '',
        userType: profile.userType ?? readStoredUserType() ?? 'home_owner',
      }}
    >
      <Form.Item label="Display Name" name="displayName" rules={[zodRule(shape.name)]}>
        <Input autoComplete="name" maxLength={LIMITS.nameMax} autoFocus />
      </Form.Item>
      <Form.Item label="Street Address" name="streetAddress" rules={[zodRule(shape.streetAddress)]}>
        <Input autoComplete="street-address" maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="City" name="city" rules={[zodRule(shape.city)]}>
            <Input autoComplete="address-level2" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="State" name="addressState" rules={[zodRule(shape.state)]}>
            <Select showSearch={{ optionFilterProp: 'label' }} placeholder="Select your state" options={STATE_OPTIONS} aria-label="State" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Zip Code" name="zipCode" rules={[zodRule(shape.zipCode)]}>
        <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item label="Profile Type" name="userType" rules={[{ required: true, message: 'Please choose a profile type.' }]}>
        <Radio.Group options={USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))} />
      </Form.Item>
      <StepActions isFirst={nav.isFirst} isLast={nav.isLast} onPrevious={nav.onPrevious} submit isBusy={save.isPending} />
    </Form>
  );
}
