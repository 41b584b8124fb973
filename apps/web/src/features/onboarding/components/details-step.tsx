import { Form, Radio } from 'antd';
import { USER_TYPE_LABELS, USER_TYPES, type UserType } from '@homebid/shared/constants';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { useUpdateProfileDetails } from '../../profile/api/update-profile-details';
import { ProfileDetailsFields } from '../../profile/components/profile-details-fields';
import { readStoredUserType, storeUserType } from '../../../lib/stored-user-type';
import { StepActions, type StepNavigation } from './step-actions';
import { useToasts } from '../../../components/toasts/toasts';

interface DetailsForm {
  displayName: string;
  streetAddress: string;
  city: string;
  addressState: string;
  zipCode: string;
  userType: UserType;
}

/** Step 1: name, address and profile type; saving shows 'Details saved successfully.' and moves on. */
export function DetailsStep({ profile, nav }: { profile: MyProfile; nav: StepNavigation }) {
  const { message } = useToasts();
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
      <ProfileDetailsFields names={{ name: 'displayName', state: 'addressState' }} statePlaceholder="Select your state" autoFocus />
      <Form.Item label="Profile Type" name="userType" rules={[{ required: true, message: 'Please choose a profile type.' }]}>
        <Radio.Group aria-label="Profile Type" options={USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))} />
      </Form.Item>
      <StepActions isFirst={nav.isFirst} isLast={nav.isLast} onPrevious={nav.onPrevious} submit isBusy={save.isPending} />
    </Form>
  );
}
