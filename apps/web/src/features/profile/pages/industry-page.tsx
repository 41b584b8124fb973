import { Form, Select } from 'antd';
import { INDUSTRIES, MSG } from '@homebid/shared/constants';
import type { IndustryUpdate, MyProfile } from '@homebid/shared/schemas/profile';
import { schemaField, zodRule } from '../../../lib/form-rules';

const industryUpdate = () => import('@homebid/shared/schemas/profile').then((m) => m.industryUpdateSchema);
import { useUpdateIndustry } from '../api/update-industry';
import { ProfileSaveForm } from '../components/profile-save-form';

const OPTIONS = INDUSTRIES.map((name) => ({ value: name, label: name }));

/** The industries this user works in (one or more). */
export default function IndustryPage({ me }: { me: MyProfile }) {
  const save = useUpdateIndustry();
  return (
    <ProfileSaveForm title="Industry" save={save} savedMessage={MSG.industrySaved} initialValues={{ industries: me.industries as IndustryUpdate['industries'] }}>
      <Form.Item name="industries" label="Select Industry" rules={[zodRule(schemaField(industryUpdate, 'industries'))]}>
        <Select mode="multiple" allowClear showSearch options={OPTIONS} placeholder="Select your industry" aria-label="Select Industry" />
      </Form.Item>
    </ProfileSaveForm>
  );
}
