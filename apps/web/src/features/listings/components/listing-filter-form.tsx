import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { INDUSTRIES } from '@homebid/shared/constants';
import type { Place } from '@homebid/shared/schemas/places';
import type { ListingSearchParams } from '@homebid/shared/api-paths';
import { PlaceInput } from './place-input';
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
    maxBudgetCents: values.maxBudget ? Math.round(values.maxBudget * 100) : undefined,
    deadline: values.deadline ? values.deadline.format('YYYY-MM-DD') : undefined,
    city: values.city?.trim() || undefined,
    ...near,
  };
}

/**
 * The listing search form: text, industry types, maximum budget, deadline, city, and within N miles of a place.
 * Its own chunk (date picker, select, number input: ~55 KB brotli), loaded by `ListingFilters` when it shows.
 */
export function ListingFilterForm({ onSearch, onReset }: { onSearch: (params: ListingSearchParams) => void; onReset: () => void }) {
  const [form] = Form.useForm<FilterValues>();
  // the place box keeps its own text; a new key clears it on reset
  const [resetCount, setResetCount] = useState(0);
  return (
    <Form form={form} name="listing-filters" layout="vertical" onFinish={(values) => onSearch(toSearchParams(values))} initialValues={{ miles: 25 }}>
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
          <Form.Item name="maxBudget" label="Max Budget">
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
        <Col xs={12} md={6} xl={8} style={{ display: 'flex', alignItems: 'end', gap: 8, paddingBottom: 24 }}>
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
  );
}
