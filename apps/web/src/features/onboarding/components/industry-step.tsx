import { Form, Select } from 'antd';
import { INDUSTRIES } from '@homebid/shared/constants';
import type { IndustryUpdate, MyProfile } from '@homebid/shared/schemas/profile';
import { schemaField, zodRule } from '../../../lib/form-rules';

const industryUpdate = () => import('@homebid/shared/schemas/profile').then((m) => m.industryUpdateSchema);
import { useUpdateIndustry } from '../../profile/api/update-industry';
import { StepActions, type StepNavigation } from './step-actions';
import { useToasts } from '../../../components/toasts/toasts';

const INDUSTRY_OPTIONS = INDUSTRIES.map((industry) => ({ value: industry, label: industry }));

/** Step 4 (not for homeowners): one or more industries. */
export function IndustryStep({ profile, nav }: { profile: MyProfile; nav: StepNavigation }) {
  const { message } = useToasts();
  const save = useUpdateIndustry();

  const submit = (values: IndustryUpdate) =>
    save.mutate(values, {
      onSuccess: (result) => {
        message.success(result.message);
        nav.onNext();
      },
      onError: (error) => message.error(error.message),
    });

  return (
    <Form<IndustryUpdate> layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ industries: profile.industries }}>
      <Form.Item label="Industry" name="industries" rules={[zodRule(schemaField(industryUpdate, 'industries'))]}>
        <Select
          mode="multiple"
          allowClear
          placeholder="Select your industry"
          options={INDUSTRY_OPTIONS}
          showSearch={{ optionFilterProp: 'label' }}
          aria-label="Industry"
        />
      </Form.Item>
      <StepActions isFirst={nav.isFirst} isLast={nav.isLast} onPrevious={nav.onPrevious} submit isBusy={save.isPending} />
    </Form>
  );
}
