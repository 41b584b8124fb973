import { Button, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from '@homebid/shared/constants/admin';
import { AUDIT_TARGET_LABELS, NO_AUDIT_FILTERS, type AuditFilters } from '../lib/audit-words';
import { AuditActorSelect } from './audit-actor-select';

const ITEM = { marginInlineEnd: 0, marginBottom: 0, maxWidth: '100%' };

interface AuditFiltersFormProps {
  /** The filters the list shows now (from the address). */
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  actorLabel?: string;
}

/** The audit log's filters, applied together with 'Apply filters' (so the list and its CSV change once, not at every key). */
export function AuditFiltersForm({ applied, onApply, actorLabel }: AuditFiltersFormProps) {
  const [draft, setDraft] = useState(applied);
  const set = (change: Partial<AuditFilters>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <Form layout="inline" style={{ gap: '12px 16px' }} onFinish={() => onApply(draft)}>
      <Form.Item label="Actor" htmlFor="audit-actor" style={ITEM}>
        <AuditActorSelect id="audit-actor" value={draft.actorId} onChange={(actorId) => set({ actorId })} knownLabel={actorLabel} />
      </Form.Item>
      <Form.Item label="Action" htmlFor="audit-action" style={ITEM}>
        <Select<AuditAction | ''>
          id="audit-action"
          value={draft.action}
          onChange={(action) => set({ action })}
          options={[{ value: '', label: 'Any action' }, ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }))]}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item label="Target" htmlFor="audit-target-type" style={ITEM}>
        <Select<AuditTargetType | ''>
          id="audit-target-type"
          value={draft.targetType}
          onChange={(targetType) => set({ targetType })}
          options={[{ value: '', label: 'Any target' }, ...AUDIT_TARGET_TYPES.map((value) => ({ value, label: AUDIT_TARGET_LABELS[value] }))]}
          style={{ width: 150 }}
        />
      </Form.Item>
      <Form.Item label="Target id" htmlFor="audit-target-id" style={ITEM}>
        <Input id="audit-target-id" value={draft.targetId} onChange={(event) => set({ targetId: event.target.value })} maxLength={100} allowClear style={{ width: 220, maxWidth: '100%' }} />
      </Form.Item>
      <Form.Item label="From" htmlFor="audit-from" style={ITEM}>
        <Input id="audit-from" type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => set({ from: event.target.value })} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="To" htmlFor="audit-to" style={ITEM}>
        <Input id="audit-to" type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => set({ to: event.target.value })} style={{ width: 160 }} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit">
          Apply filters
        </Button>
        <Button
          onClick={() => {
            setDraft(NO_AUDIT_FILTERS);
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
      </Flex>
    </Form>
  );
}
