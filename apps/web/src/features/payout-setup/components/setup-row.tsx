import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One thing money needs: its name, whether it is ready (in words, not only colour), a detail, and its actions. */
export function SetupRow(props: { title: string; ready: boolean; status: string; detail?: ReactNode; actions?: ReactNode; testId: string }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ padding: '12px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' }} data-testid={props.testId}>
      <div>
        <Typography.Text strong>{props.title}</Typography.Text>{' '}
        <Tag color={props.ready ? 'green' : 'gold'} icon={props.ready ? <CheckCircleFilled /> : <ExclamationCircleFilled />} data-testid={`${props.testId}-status`}>
          {props.status}
        </Tag>
        {props.detail && <div><Typography.Text type="secondary">{props.detail}</Typography.Text></div>}
      </div>
      <Flex gap={8} wrap>{props.actions}</Flex>
    </Flex>
  );
}
