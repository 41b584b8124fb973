import { Form, Input } from 'antd';
import { MSG } from '@homebid/shared/constants';
import { businessDetailsSchema, type BusinessDetails, type MyProfile } from '@homebid/shared/schemas/profile';
import { zodRule } from '../../../lib/form-rules';
import { useUpdateBusiness } from '../api/update-business';
import { ProfileSaveForm } from '../components/profile-save-form';

const fields = businessDetailsSchema.shape;

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
      <Form.Item name="businessName" label="Business Name" rules={[zodRule(fields.businessName), atLeastOne]} dependencies={['businessAddress', 'businessUrl']}>
        <Input autoComplete="organization" maxLength={200} />
      </Form.Item>
      <Form.Item name="businessAddress" label="Business Address" rules={[zodRule(fields.businessAddress)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="businessUrl" label="Business Website" rules={[zodRule(fields.businessUrl)]}>
        <Input inputMode="url" placeholder="https://" maxLength={200} />
      </Form.Item>
    </ProfileSaveForm>
  );
}
