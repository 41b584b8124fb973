import { useState } from 'react';
import { Button, Form, Radio } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { USER_TYPE_LABELS, USER_TYPES, type UserType } from '@homebid/shared/constants';
import { WEB_PATHS, webPath } from '@homebid/shared/web-paths';
import { AuthCard } from '../../auth/components/auth-card';
import { getSafeNextRoute } from '../../auth/lib/post-auth-redirect';
import { useMyProfile } from '../../../lib/queries/my-profile';
import { useUpdateUserType } from '../../profile/api/update-user-type';
import { readStoredUserType, storeUserType } from '../../../lib/stored-user-type';
import { useToasts } from '../../../components/toasts/toasts';
import { ACCOUNT_CARDS } from '@homebid/shared/constants/account-cards';

/**
 * /v1/select-user-type?next_route=…: where a new social sign-in user lands. 'Next' saves the type, keeps it as
 * user_type in local storage and continues to phone verification, which then leads on to next_route.
 */
export default function SelectUserTypePage() {
  const { message } = useToasts();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: profile } = useMyProfile();
  const save = useUpdateUserType();
  const [userType, setUserType] = useState<UserType>(profile?.userType ?? readStoredUserType() ?? 'home_owner');
  const nextRoute = getSafeNextRoute(searchParams.get('next_route'), WEB_PATHS.profileOnboard);

  const submit = () =>
    save.mutate(
      { userType },
      {
        onSuccess: () => {
          storeUserType(userType);
          navigate(webPath(WEB_PATHS.verifyPhone, { next_route: nextRoute }));
        },
        onError: (error) => message.error(error.message),
      },
    );

  return (
    <AuthCard {...ACCOUNT_CARDS.selectUserType}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="Profile type">
          <Radio.Group
            aria-label="Profile type"
            value={userType}
            onChange={(event) => setUserType(event.target.value as UserType)}
            options={USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={save.isPending}>
          Next
        </Button>
      </Form>
    </AuthCard>
  );
}
