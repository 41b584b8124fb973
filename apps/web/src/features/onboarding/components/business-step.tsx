import { useState } from 'react';
import { Alert, Form, Input, type InputRef } from 'antd';
import { LIMITS } from '@homebid/shared/constants';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { schemaField, zodRule } from '../../../lib/form-rules';

const business = () => import('@homebid/shared/schemas/profile').then((m) => m.businessDetailsSchema);
import { useUpdateBusiness } from '../../profile/api/update-business';
import { StepActions, type StepNavigation } from './step-actions';
import { useToasts } from '../../../components/toasts/toasts';
import { useFocusAfterFrame } from '../../../lib/use-focus-after-frame';

interface BusinessForm {
  businessName?: string;
  businessAddress?: string;
  businessWebsite?: string;
}

/** Step 3 (not for homeowners): name, address and website of the business; at least one of them. */
export function BusinessStep({ profile, nav }: { profile: MyProfile; nav: StepNavigation }) {
  const { message } = useToasts();
  const save = useUpdateBusiness();
  const [formError, setFormError] = useState<string | null>(null);
  const businessNameField = useFocusAfterFrame<InputRef>();

  const submit = async (values: BusinessForm) => {
    const body = { businessName: values.businessName ?? '', businessAddress: values.businessAddress ?? '', businessUrl: values.businessWebsite ?? '' };
    const checked = (await business()).safeParse(body);
    if (!checked.success) {
      const problem = checked.error.issues[0]?.message ?? '';
      setFormError(problem);
      message.error(problem);
      return;
    }
    setFormError(null);
    save.mutate(body, {
      onSuccess: (result) => {
        message.success(result.message);
        nav.onNext();
      },
      onError: (error) => message.error(error.message),
    });
  };

  return (
    <Form<BusinessForm>
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => setFormError(null)}
      initialValues={{ businessName: profile.business.name ?? '', businessAddress: profile.business.address ?? '', businessWebsite: profile.business.url ?? '' }}
    >
      {formError && <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item label="Business Name" name="businessName">
        <Input ref={businessNameField} autoComplete="organization" maxLength={LIMITS.textMax} />
      </Form.Item>
      <Form.Item label="Business Address" name="businessAddress">
        <Input autoComplete="street-address" maxLength={LIMITS.textMax} />
      </Form.Item>
      <Form.Item label="Business Website" name="businessWebsite" rules={[zodRule(schemaField(business, 'businessUrl'))]}>
        <Input type="url" inputMode="url" placeholder="www.example.com" maxLength={LIMITS.textMax} />
      </Form.Item>
      <StepActions isFirst={nav.isFirst} isLast={nav.isLast} onPrevious={nav.onPrevious} onSkip={nav.onNext} submit isBusy={save.isPending} />
    </Form>
  );
}
