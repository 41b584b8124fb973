import { AutoComplete } from 'antd';
import { useState } from 'react';
import type { Place } from '@homebid/shared/schemas/places';
import { usePlaceSearch } from '../api/search-places';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

interface PlaceInputProps {
  value?: Place | null;
  onChange?: (place: Place | null) => void;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}

/** US place autocomplete (city or zip) over GET /api/places/search; the value is the chosen place. */
export function PlaceInput({ value, onChange, placeholder = 'City or zip code', id, 'aria-label': ariaLabel = 'Place' }: PlaceInputProps) {
  const [text, setText] = useState(value?.label ?? '');
  const [shownValue, setShownValue] = useState(value);
  // a place set from outside (the edit form's saved place) shows its label
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setText(value.label);
  }
  const query = useDebouncedValue(text);
  const { data, isFetching } = usePlaceSearch(query);
  const options = (data?.places ?? []).map((place) => ({ value: place.id, label: place.label, place }));

  return (
    <AutoComplete
      id={id}
      aria-label={ariaLabel}
      placeholder={placeholder}
      value={text}
      options={options}
      onSearch={(next) => {
        setText(next);
        if (value) onChange?.(null);
      }}
      onSelect={(_id, option) => {
        setText(option.place.label);
        onChange?.(option.place);
      }}
      onClear={() => {
        setText('');
        onChange?.(null);
      }}
      allowClear
      filterOption={false}
      notFoundContent={query.trim().length >= 2 && !isFetching ? 'No matching place' : null}
      style={{ width: '100%' }}
    />
  );
}
