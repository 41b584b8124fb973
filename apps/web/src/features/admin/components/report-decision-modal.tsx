import { Form, Input, Typography } from 'antd';
import { MODERATION_MSG, REPORT_ACTION_LABELS, hiddenByHomeBidText, type ReportAction } from '@homebid/shared/constants/moderation';
import type { AdminReport } from '@homebid/shared/schemas/moderation';
import { useToasts } from '../../../components/toasts/toasts';
import { useDecideReport } from '../api/report-decision';
import { reportTargetName } from '../lib/report-words';
import { ReasonModal, type ReasonValues } from './report-reason-modal';

/** Tomorrow as 'YYYY-MM-DD' in the browser's zone: a suspension's end must lie ahead. */
function tomorrow(): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

const OTHERS_HANDLED = 'Every open report of the same target is handled with this one, and each reporter gets an alert.';

function describe(action: ReportAction, report: AdminReport) {
  const owner = report.target.owner?.name ?? 'The owner';
  if (action === 'hide_listing') {
    return `${reportTargetName(report.target)} stops showing to others and its short link says it is unavailable. ${owner} sees '${hiddenByHomeBidText('<reason>')}' on the card. ${OTHERS_HANDLED}`;
  }
  if (action === 'suspend_user') {
    return `${owner} is signed out everywhere at once and cannot sign in; their listings and bids stop showing to others. ${OTHERS_HANDLED}`;
  }
  return `Nothing changes on ${reportTargetName(report.target)}. ${OTHERS_HANDLED}`;
}

const QUESTIONS: Record<ReportAction, string> = {
  hide_listing: 'Hide this listing?',
  suspend_user: 'Suspend this user?',
  dismiss: 'Dismiss this report?',
};

/** Confirms a report's decision with its reason (and, for a suspension, an optional end date), then sends it. */
export function ReportDecisionModal({ report, action, onClose }: { report: AdminReport; action: ReportAction; onClose: () => void }) {
  const { message } = useToasts();
  const decide = useDecideReport();
  const onSubmit = ({ reason, until }: ReasonValues) =>
    decide.mutateAsync({ reportId: report.id, input: { action, reason, until: action === 'suspend_user' ? until || null : undefined } }).then((result) => {
      const others = result.handledCount > 1 ? ` ${result.handledCount} reports of it were handled.` : '';
      void message.success(`${result.message}${others}`);
    });
  return (
    <ReasonModal
      title={QUESTIONS[action]}
      description={<Typography.Paragraph style={{ margin: 0 }}>{describe(action, report)}</Typography.Paragraph>}
      okText={REPORT_ACTION_LABELS[action]}
      danger={action !== 'dismiss'}
      reasonLabel={action === 'hide_listing' ? 'Reason (the owner reads it)' : action === 'dismiss' ? 'Note' : 'Reason'}
      requiredMessage={MODERATION_MSG.reasonRequired}
      extraFields={
        action === 'suspend_user' && (
          <Form.Item name="until" label="Suspended until" extra="Leave empty to suspend indefinitely.">
            <Input type="date" min={tomorrow()} />
          </Form.Item>
        )
      }
      isSending={decide.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
