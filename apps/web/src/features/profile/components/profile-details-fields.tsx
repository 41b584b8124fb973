import { Col, Form, Input, Row, type InputRef } from 'antd';
import { LIMITS, US_STATE_NAMES } from '@homebid/shared/constants';
import { schemaField, zodRule } from '../../../lib/form-rules';
import { PlainSelect } from '../../../components/plain-select';
import { useFocusAfterFrame } from '../../../lib/use-focus-after-frame';

const details = () => import('@homebid/shared/schemas/profile').then((m) => m.profileDetailsSchema);
const rule = (field: 'name' | 'streetAddress' | 'city' | 'state' | 'zipCode') => zodRule(schemaField(details, field));
const STATE_OPTIONS = US_STATE_NAMES.map((name) => ({ value: name, label: name }));

interface ProfileDetailsFieldsProps {
  /**
   * Form names of the name and state fields: the onboarding step keeps the spec's form names
   * (displayName, addressState), the profile page uses the API's (name, state).
   */
  names: { name: string; state: string };
  statePlaceholder: string;
  /** City, state and zip code side by side (profile page) instead of the zip code on its own line. */
  isZipBesideCity?: boolean;
  autoFocus?: boolean;
}

/** The Profile Details fields (name and address) with the shared schema's rules and messages. */
export function ProfileDetailsFields({ names, statePlaceholder, isZipBesideCity = false, autoFocus = false }: ProfileDetailsFieldsProps) {
  const nameField = useFocusAfterFrame<InputRef>(autoFocus);
  const columnSpan = isZipBesideCity ? 8 : 12;
  const zipCodeItem = (
    <Form.Item label="Zip Code" name="zipCode" rules={[rule('zipCode')]}>
      <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} style={isZipBesideCity ? undefined : { maxWidth: 200 }} />
    </Form.Item>
  );
  return (
    <>
      <Form.Item label="Display Name" name={names.name} rules={[rule('name')]}>
        <Input ref={nameField} autoComplete="name" maxLength={LIMITS.nameMax} />
      </Form.Item>
      <Form.Item label="Street Address" name="streetAddress" rules={[rule('streetAddress')]}>
        <Input autoComplete="street-address" maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={columnSpan}>
          <Form.Item label="City" name="city" rules={[rule('city')]}>
            <Input autoComplete="address-level2" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={columnSpan}>
          <Form.Item label="State" name={names.state} rules={[rule('state')]}>
            <PlainSelect placeholder={statePlaceholder} options={STATE_OPTIONS} autoComplete="address-level1" />
          </Form.Item>
        </Col>
        {isZipBesideCity && (
          <Col xs={24} md={8}>
            {zipCodeItem}
          </Col>
        )}
      </Row>
      {!isZipBesideCity && zipCodeItem}
    </>
  );
}
