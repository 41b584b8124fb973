import { Form, Input } from 'antd';
import { MSG } from '@homebid/shared/constants';
import type { BusinessDetails, MyProfile } from '@homebid/shared/schemas/profile';
import { schemaField, zodRule } from '../../../lib/form-rules';
import { useUpdateBusiness } from '../api/update-business';
import { ProfileSaveForm } from '../components/profile-save-form';

const business = () => import('@homebid/shared/schemas/profile').then((m) => m.businessDetailsSchema);
const rule = (field: keyof BusinessDetails) => zodRule(schemaField(business, field));

/** Business name, address and website: each optional, at least one required. */
export default function BusinessPage({ me }: { me: MyProfile }) {
  const save = useUpdateBusiness();
  const [form] = Form.useForm<BusinessDetails>();

  const atLeastOne = {
    validator: async () => {
      const { businessName, businessAddress, businessUrl } = form.getFieldsValue();
      if (![businessName, businessAddress, businessUrl].some((v) => v?.trim())) throw new Error(MSG.businessOneValue);
    },
  };

  return (
    <ProfileSaveForm
      title="Business Details"
      save={save}
      savedMessage={MSG.businessSaved}
      form={form}
      initialValues={{ businessName: me.business.name ?? '', businessAddress: me.business.address ?? '', businessUrl: me.business.url ?? '' }}
    >
      <Form.Item name="businessName" label="Business Name" rules={[rule('businessName'), atLeastOne]} dependencies={['businessAddress', 'businessUrl']}>
        <Input autoComplete="organization" maxLength={200} />
      </Form.Item>
      <Form.Item name="businessAddress" label="Business Address" rules={[rule('businessAddress')]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="businessUrl" label="Business Website" rules={[rule('businessUrl')]}>
        <Input inputMode="url" placeholder="https://" maxLength={200} />
      </Form.Item>
    </ProfileSaveForm>
  );
}
