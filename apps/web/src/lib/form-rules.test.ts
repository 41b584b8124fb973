import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { profileDetailsSchema } from '@homebid/shared/schemas/profile';
import { schemaField, zodRule } from './form-rules';

const check = (rule: ReturnType<typeof zodRule>, value: unknown) => (rule as RuleObject).validator!({} as RuleObject, value, () => undefined);

describe('zodRule', () => {
  it('loads its schema only when a value is checked, and gives the shared schema’s own message', async () => {
    let loads = 0;
    const details = async () => {
      loads += 1;
      return profileDetailsSchema;
    };
    const rule = zodRule(schemaField(details, 'zipCode'));
    expect(loads).toBe(0);
    const expected = profileDetailsSchema.shape.zipCode.safeParse('12').error!.issues[0]!.message;
    await expect(check(rule, '12')).rejects.toThrow(expected);
    await expect(check(rule, '02903')).resolves.toBeUndefined();
    expect(loads).toBe(2);
  });
});
