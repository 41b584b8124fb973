import { App, Button, Form } from 'antd';
import { MSG } from '@homebid/shared/constants';
import type { MyProfile, ProfileDetails } from '@homebid/shared/schemas/profile';
import { useUpdateProfileDetails } from '../api/update-profile-details';
import { ProfileDetailsFields } from '../components/profile-details-fields';
import { ProfileSectionCard } from '../components/profile-section-card';

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
        <ProfileDetailsFields names={{ name: 'name', state: 'state' }} statePlaceholder="Select State" isZipBesideCity />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
      </Form>
    </ProfileSectionCard>
  );
}
