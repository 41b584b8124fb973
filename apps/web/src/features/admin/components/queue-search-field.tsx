import { Button, Flex, Form, Input } from 'antd';

interface QueueSearchFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  /** The widest the field grows to, in px; it shrinks on a narrow screen. */
  width: number;
  /** Search is the list's one action (users), not one filter among others (tickets). */
  isPrimary?: boolean;
}

/**
 * A queue's search: the typed words apply on Search or Enter (the form's submit), not at every key, so the list and
 * the address change once.
 */
export function QueueSearchField({ id, value, onChange, placeholder, maxLength, width, isPrimary = false }: QueueSearchFieldProps) {
  return (
    <Form.Item label="Search" htmlFor={id} style={{ marginInlineEnd: 0, flex: `0 1 ${width}px`, minWidth: 0 }}>
      <Flex gap={8} style={{ minWidth: 0 }}>
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          allowClear
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type={isPrimary ? 'primary' : undefined} htmlType="submit">
          Search
        </Button>
      </Flex>
    </Form.Item>
  );
}
