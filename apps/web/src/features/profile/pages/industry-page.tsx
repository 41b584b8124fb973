import { App, Button, Form, Select } from 'antd';
import { INDUSTRIES, MSG } from '@homebid/shared/constants';
import { industryUpdateSchema, type IndustryUpdate, type MyProfile } from '@homebid/shared/schemas/profile';
import { zodRule } from '../../../lib/form-rules';
import { useUpdateIndustry } from '../api/update-industry';
import { ProfileSectionCard } from '../components/profile-section-card';

const OPTIONS = INDUSTRIES.map((name) => ({ value: name, label: name }));

/** The industries this user works in (one or more). */
export default function IndustryPage({ me }: { me: MyProfile }) {
  const { message } = App.useApp();
  const save = useUpdateIndustry();

  const onFinish = (values: IndustryUpdate) =>
    save.mutate(values, {
      onSuccess: (response) => message.success(response?.message ?? MSG.industrySaved),
      onError: (error) => message.error(error.message),
    });

  return (
    <ProfileSectionCard title="Industry">
      <Form layout="vertical" requiredMark={false} onFinish={onFinish} initialValues={{ industries: me.industries }} style={{ maxWidth: 720 }}>
        <Form.Item name="industries" label="Select Industry" rules={[zodRule(industryUpdateSchema.shape.industries)]}>
          <Select mode="multiple" allowClear showSearch options={OPTIONS} placeholder="Select your industry" aria-label="Select Industry" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
      </Form>
    </ProfileSectionCard>
  );
}
