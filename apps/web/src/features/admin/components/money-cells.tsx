import { Typography } from 'antd';
import { formatCents } from '@homebid/shared/money';
import { formatContractDateTime } from '../../../lib/dates';

/** An amount, right-aligned figures that line up in a column. */
export const Money = ({ cents }: { cents: number }) => <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatCents(cents)}</span>;

/** A time, or a dash when it has not happened. */
export const When = ({ iso }: { iso: string | null }) => (iso ? <time dateTime={iso} style={{ whiteSpace: "nowrap" }}>{formatContractDateTime(iso)}</time> : <span>—</span>);

/** A provider's id or another long code: copyable, and broken anywhere so a phone does not scroll sideways. */
export const Code = ({ value }: { value: string | null }) =>
  value ? (
    <Typography.Text code copyable={{ text: value, tooltips: ['Copy', 'Copied'] }} style={{ wordBreak: 'break-all' }}>
      {value}
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary">None</Typography.Text>
  );
