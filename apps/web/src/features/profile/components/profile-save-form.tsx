import { Button, Form, type FormInstance } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MessageResponse } from '@homebid/shared/schemas/common';
import { ProfileSectionCard } from './profile-section-card';
import { useToasts } from '../../../components/toasts/toasts';

interface ProfileSaveFormProps<T> {
  title: string;
  save: UseMutationResult<MessageResponse, Error, T>;
  /** Shown when the server's answer carries no message of its own. */
  savedMessage: string;
  initialValues: Partial<T>;
  form?: FormInstance<T>;
  children: ReactNode;
}

/** A profile sub-page that edits one part of the profile: its fields, a 'Save' button, and the outcome as a message. */
export function ProfileSaveForm<T extends object>({ title, save, savedMessage, initialValues, form, children }: ProfileSaveFormProps<T>) {
  const { message } = useToasts();
  const onFinish = (values: T) =>
    save.mutate(values, {
      onSuccess: (response) => message.success(response?.message ?? savedMessage),
      onError: (error) => message.error(error.message),
    });

  return (
    <ProfileSectionCard title={title}>
      <Form<T> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} initialValues={initialValues} style={{ maxWidth: 720 }}>
        {children}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
      </Form>
    </ProfileSectionCard>
  );
}
