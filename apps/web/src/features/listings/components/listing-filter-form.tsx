import { BellOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { INDUSTRIES } from '@homebid/shared/constants';
import { centsOfDollars } from '@homebid/shared/money';
import type { Place } from '@homebid/shared/schemas/places';
import type { SavedSearchFilter, SavedSearchFilterInput } from '@homebid/shared/schemas/saved-search';
import type { ListingSearchParams } from '@homebid/shared/api-paths';
import { PlaceInput } from './place-input';
import { SaveSearchModal } from './save-search-modal';
import { centsRule } from '../../../lib/form-rules';
import { BudgetInput } from './post-form/budget-input';

interface FilterValues {
  text?: string;
  types?: string[];
  maxBudget?: number | null;
  deadline?: Dayjs | null;
  city?: string;
  near?: Place | null;
  miles?: number | null;
}

const industryOptions = INDUSTRIES.map((name) => ({ value: name, label: name }));

/** Form values as search parameters; empty ones are left out ("0 or undefined means no filter"). */
function toSearchParams(values: FilterValues): ListingSearchParams {
  const near = values.near && values.miles ? { nearLat: values.near.lat, nearLng: values.near.lng, miles: values.miles } : {};
  return {
    text: values.text?.trim() || undefined,
    types: values.types?.length ? values.types : undefined,
    // the field's rule refused a figure finer than a cent before a search
    maxBudgetCents: values.maxBudget ? (centsOfDollars(values.maxBudget) ?? undefined) : undefined,
    deadline: values.deadline ? values.deadline.format('YYYY-MM-DD') : undefined,
    city: values.city?.trim() || undefined,
    ...near,
  };
}

/** A saved search's filter as form values (the place only by its name and point). */
export function toFilterValues(filter: SavedSearchFilter): FilterValues {
  const near =
    filter.miles && filter.nearLat !== undefined && filter.nearLng !== undefined
      ? { id: 'saved', city: '', state: '', zip: '', isAllowed: true, lat: filter.nearLat, lng: filter.nearLng, label: filter.placeLabel ?? 'Saved place' }
      : null;
  return {
    text: filter.text,
    types: filter.types,
    maxBudget: filter.maxBudgetCents ? filter.maxBudgetCents / 100 : null,
    deadline: filter.deadline ? dayjs(filter.deadline) : null,
    city: filter.city,
    near,
    miles: filter.miles ?? 25,
  };
}

/** What 'Save this search' keeps: the search parameters, and the place's name to show it again. */
const toSavedFilter = (values: FilterValues): SavedSearchFilterInput => ({
  ...toSearchParams(values),
  ...(values.near && values.miles ? { placeLabel: values.near.label } : {}),
});

/** A name for a new saved search from its filters ('Plumbing near Providence, RI 02903'). */
function suggestName(values: FilterValues): string {
  const what = values.text?.trim() || values.types?.join(', ') || 'New projects';
  const where = values.near && values.miles ? ` near ${values.near.label}` : values.city?.trim() ? ` in ${values.city.trim()}` : '';
  return `${what}${where}`.slice(0, 80);
}

/**
 * The listing search form: text, industry types, maximum budget, deadline, city, and within N miles of a place.
 * Its own chunk (date picker, select, number input: ~55 KB brotli), loaded by `ListingFilters` when it shows.
 */
export function ListingFilterForm({
  onSearch,
  onReset,
  initial,
  canSaveSearch,
}: {
  onSearch: (params: ListingSearchParams) => void;
  onReset: () => void;
  /** A saved search being run: its filters fill the form. */
  initial?: SavedSearchFilter;
  /** Contractors and suppliers may save the search (the server checks it too). */
  canSaveSearch: boolean;
}) {
  const [form] = Form.useForm<FilterValues>();
  // the place box keeps its own text; a new key clears it on reset
  const [resetCount, setResetCount] = useState(0);
  const [toSave, setToSave] = useState<{ filter: SavedSearchFilterInput; name: string } | null>(null);
  const openSave = () => {
    const values = form.getFieldsValue();
    setToSave({ filter: toSavedFilter(values), name: suggestName(values) });
  };
  return (
    <>
    <Form
      form={form}
      name="listing-filters"
      layout="vertical"
      onFinish={(values) => onSearch(toSearchParams(values))}
      initialValues={initial ? toFilterValues(initial) : { miles: 25 }}
    >
      <Row gutter={12}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="text" label="Search">
            <Input placeholder="Search title and description" allowClear prefix={<SearchOutlined />} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="types" label="Industry">
            <Select mode="multiple" options={industryOptions} placeholder="Any industry" allowClear maxTagCount="responsive" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <Form.Item name="maxBudget" label="Max Budget" rules={[centsRule]}>
            <BudgetInput placeholder="Any" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <Form.Item name="deadline" label="Due By">
            <DatePicker format="MMM-DD-YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={6}>
          <Form.Item name="city" label="City">
            <Input placeholder="Any city" allowClear />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={6}>
          <Form.Item name="near" label="Near">
            <PlaceInput key={resetCount} placeholder="City or zip code" aria-label="Near" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <Form.Item name="miles" label="Within (miles)">
            <InputNumber min={1} max={3000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8} style={{ display: 'flex', alignItems: 'end', flexWrap: 'wrap', gap: 8, paddingBottom: 24 }}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            Search
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setResetCount((n) => n + 1);
              onReset();
            }}
          >
            Reset
          </Button>
        </Col>
      </Row>
    </Form>
    {/* outside the form: the form's own buttons are Search and Reset, and 'Search' names one button there */}
    {canSaveSearch && (
      <Button icon={<BellOutlined />} onClick={openSave}>
        Save this search
      </Button>
    )}
    <SaveSearchModal filter={toSave?.filter ?? null} suggestedName={toSave?.name ?? ''} onClose={() => setToSave(null)} />
    </>
  );
}
