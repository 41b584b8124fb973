import { Button, Card, Descriptions, Flex, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { REPORT_ACTION_LABELS, REPORT_REASON_LABELS, type ReportAction } from '@homebid/shared/constants/moderation';
import type { AdminReport } from '@homebid/shared/schemas/moderation';
import { adminUserPath } from '@homebid/shared/web-paths';
import { formatContractDateTime } from '../../../lib/dates';
import { reportActionsFor } from '../lib/report-actions';
import { REPORT_TARGET_LABELS, reportTargetName } from '../lib/report-words';
import { useOperator } from '../lib/operator-context';
import { ReportDecisionModal } from './report-decision-modal';
import { ReportTargetOwner, ReportTargetTitle } from './report-target-summary';

const when = (iso: string) => <time dateTime={iso}>{formatContractDateTime(iso)}</time>;

/** The decisions an open report offers; one the operator cannot take shows disabled, its reason written under it. */
function ReportActions({ report }: { report: AdminReport }) {
  const { isAdmin } = useOperator();
  const [action, setAction] = useState<ReportAction | null>(null);
  const options = reportActionsFor(report, isAdmin);
  const about = `${REPORT_TARGET_LABELS[report.target.type].toLowerCase()} ${reportTargetName(report.target)}`;
  const explanations = options.filter((o) => o.disabledReason || o.note);
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8}>
        {options.map((option) => {
          const label = REPORT_ACTION_LABELS[option.action];
          const button = (
            <Button
              key={option.action}
              danger={option.action !== 'dismiss'}
              disabled={Boolean(option.disabledReason)}
              onClick={() => setAction(option.action)}
              aria-label={`${label}: report of the ${about}`}
            >
              {label}
            </Button>
          );
          return option.disabledReason ? (
            <Tooltip key={option.action} title={option.disabledReason}>
              <span>{button}</span>
            </Tooltip>
          ) : (
            button
          );
        })}
      </Flex>
      {explanations.map((o) => (
        <Typography.Text key={o.action} type="secondary" style={{ fontSize: 13 }}>
          {REPORT_ACTION_LABELS[o.action]}: {o.disabledReason ?? o.note}
        </Typography.Text>
      ))}
      {action && <ReportDecisionModal report={report} action={action} onClose={() => setAction(null)} />}
    </Flex>
  );
}

/** One report of the queue: what was reported and why, by whom, and its decision (or the actions while it is open). */
export function ReportCard({ report }: { report: AdminReport }) {
  const { target, decision } = report;
  const items = [
    { key: 'target', label: REPORT_TARGET_LABELS[target.type], children: <ReportTargetTitle target={target} /> },
    ...(target.type === 'user' ? [] : [{ key: 'owner', label: target.type === 'listing' ? 'Posted by' : 'Sent by', children: <ReportTargetOwner target={target} /> }]),
    { key: 'reporter', label: 'Reported by', children: <Link to={adminUserPath(report.reporter.id)}>{report.reporter.name}</Link> },
    { key: 'at', label: 'Reported on', children: when(report.createdAt) },
    ...(report.text ? [{ key: 'text', label: 'Their words', children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{report.text}</Typography.Text> }] : []),
    ...(decision
      ? [
          {
            key: 'decision',
            label: 'Decision',
            children: (
              <Flex vertical gap={2}>
                <span>
                  <Typography.Text strong>{REPORT_ACTION_LABELS[decision.action]}</Typography.Text>
                  {decision.handledBy ? ` by ${decision.handledBy.name}` : ''} on {when(decision.handledAt)}
                </span>
                {decision.reason && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{decision.reason}</Typography.Text>}
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      size="small"
      data-testid="report-card"
      title={
        <Flex wrap gap={8} align="center" style={{ whiteSpace: 'normal', paddingBlock: 8 }}>
          <Tag style={{ marginInlineEnd: 0 }}>{REPORT_REASON_LABELS[report.reason]}</Tag>
          <span>
            {REPORT_TARGET_LABELS[target.type]}
            {target.type !== 'message' && target.title !== null ? `: ${target.title}` : ''}
          </span>
        </Flex>
      }
    >
      <Descriptions size="small" column={1} items={items} style={{ marginBottom: report.state === 'open' ? 12 : 0 }} />
      {report.state === 'open' && <ReportActions report={report} />}
    </Card>
  );
}
