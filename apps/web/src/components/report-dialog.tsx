import { useEffect } from 'react';
import { Alert, Button, Form, Input, Modal, Radio } from 'antd';
import { MODERATION_LIMITS, MODERATION_MSG } from '@homebid/shared/constants/moderation';
import { ApiError } from '../lib/api';
import { REPORT_REASON_OPTIONS, reportTextError, toReportInput, type ReportFormValues } from '../lib/report-input';
import type { ReportTarget } from '../lib/report-target';
import { useSendReport } from '../lib/send-report';
import { Result } from './lazy-result';

interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onClose: () => void;
}

/** The server's refusals that are no fault of the user's: said as information, not as an error. */
const INFO_CODES = new Set(['already_reported']);

/**
 * 'Report': why the listing, user or message is reported ('Scam or fraud', 'Inappropriate', 'Spam', 'Asking to pay
 * outside HomeBid', 'Other' with a text), sent to HomeBid; then the server's answer in its words, a refusal too
 * ('already reported', too many reports).
 */
export function ReportDialog({ target, open, onClose }: ReportDialogProps) {
  const [form] = Form.useForm<ReportFormValues>();
  const reason = Form.useWatch('reason', form);
  const send = useSendReport();
  const { reset } = send;

  // each opening starts empty (the dialog stays mounted between openings so antd gives the focus back)
  useEffect(() => {
    if (!open) return;
    reset();
    form.resetFields();
  }, [open, target, form, reset]);

  const sent = send.isSuccess ? send.data : undefined;
  const error = send.isError ? send.error : undefined;
  const question = `Why are you reporting ${target.name}?`;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Report"
      destroyOnHidden
      footer={
        sent ? (
          <Button type="primary" onClick={onClose}>
            OK
          </Button>
        ) : (
          [
            <Button key="cancel" onClick={onClose}>
              Cancel
            </Button>,
            <Button key="send" type="primary" danger loading={send.isPending} onClick={() => form.submit()}>
              Send report
            </Button>,
          ]
        )
      }
    >
      {sent ? (
        <Result status="success" title={sent.message} data-testid="report-sent" />
      ) : (
        <Form form={form} layout="vertical" onFinish={(values) => send.mutate(toReportInput(target, values))}>
          {error && (
            <Alert
              type={error instanceof ApiError && INFO_CODES.has(error.code) ? 'info' : 'error'}
              showIcon
              title={error.message}
              role="alert"
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item name="reason" label={question} rules={[{ required: true, message: MODERATION_MSG.reportReasonRequired }]}>
            <Radio.Group vertical options={REPORT_REASON_OPTIONS} aria-label={question} />
          </Form.Item>
          <Form.Item
            name="text"
            label={reason === 'other' ? 'What is wrong?' : 'Anything HomeBid should know? (optional)'}
            required={reason === 'other'}
            dependencies={['reason']}
            rules={[
              {
                validator: async (_rule, text?: string) => {
                  const problem = reportTextError(form.getFieldValue('reason'), text);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={MODERATION_LIMITS.reportTextMax} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
