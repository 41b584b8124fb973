import { MSG } from '@homebid/shared/constants';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { useUpdateProfileDetails } from '../api/update-profile-details';
import { ProfileDetailsFields } from '../components/profile-details-fields';
import { ProfileSaveForm } from '../components/profile-save-form';

/** Name and address, with the same fields and messages as the onboarding 'Profile Details' step. */
export default function BasicDetailsPage({ me }: { me: MyProfile }) {
  const save = useUpdateProfileDetails();
  return (
    <ProfileSaveForm
      title="Basic Details"
      save={save}
      savedMessage={MSG.detailsSaved}
      initialValues={{
        name: me.name,
        streetAddress: me.streetAddress ?? '',
        city: me.city ?? '',
        state: me.state ?? undefined,
        zipCode: me.zipCode ?? '',
      }}
    >
      <ProfileDetailsFields names={{ name: 'name', state: 'state' }} statePlaceholder="Select State" isZipBesideCity />
    </ProfileSaveForm>
  );
}
