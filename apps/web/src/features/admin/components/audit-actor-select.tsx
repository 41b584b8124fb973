import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { ROLE_LABELS } from '@homebid/shared/constants/admin';
import { useOperatorUsers } from '../api/users-search';
import { SYSTEM_ACTOR } from '../lib/audit-words';

/** Typing waits this long before the users are searched (one request per pause, not per key). */
const SEARCH_DELAY_MS = 300;
const MIN_SEARCH = 2;

interface AuditActorSelectProps {
  id: string;
  /** A user id, 'system', or '' for anyone. */
  value: string;
  onChange: (actorId: string) => void;
  /** The chosen actor's name when the page knows it (from the entries it lists), else their id shows. */
  knownLabel?: string;
}

/** The actor filter: anyone, the system (command line, ADMIN_EMAILS), or an operator found by name or e-mail as one types. */
export function AuditActorSelect({ id, value, onChange, knownLabel }: AuditActorSelectProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const isSearching = search.length >= MIN_SEARCH;
  const { data, isFetching } = useOperatorUsers({ q: search, page: 1, pageSize: 10 }, isSearching);
  const found = isSearching ? (data?.users ?? []) : [];
  const options = [
    { value: '', label: 'Anyone' },
    { value: SYSTEM_ACTOR, label: 'System (command line)' },
    ...(value && value !== SYSTEM_ACTOR && !found.some((user) => user.id === value) ? [{ value, label: knownLabel ?? value }] : []),
    ...found.map((user) => ({ value: user.id, label: `${user.name} · ${user.email} (${ROLE_LABELS[user.role]})` })),
  ];
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(next: string) => {
        setTyped('');
        onChange(next);
      }}
      options={options}
      loading={isFetching}
      notFoundContent={isSearching ? 'No user matches.' : `Type ${MIN_SEARCH} letters of a name or e-mail.`}
      popupMatchSelectWidth={false}
      style={{ width: 240, maxWidth: '100%' }}
    />
  );
}
