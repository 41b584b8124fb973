import type { Rule, RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { profileDetailsSchema } from '@homebid/shared/schemas/profile';
import { MONEY_CENTS_MSG } from '@homebid/shared/money';
import { centsRule, schemaField, zodRule } from './form-rules';

const check = (rule: Rule, value: unknown) => (rule as RuleObject).validator!({} as RuleObject, value, () => undefined);

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

describe('centsRule', () => {
  it('refuses money typed with more than two decimals, in the words the Decide dialog and the API use', async () => {
    await expect(check(centsRule, 250.555)).rejects.toThrow(MONEY_CENTS_MSG);
    await expect(check(centsRule, 1234.567)).rejects.toThrow(MONEY_CENTS_MSG);
  });

  it('takes dollars and cents, and leaves an empty field to the required rule', async () => {
    for (const value of [250.55, 0.29, 100, 0, null, undefined]) await expect(check(centsRule, value)).resolves.toBeUndefined();
  });
});
