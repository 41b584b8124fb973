import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { centsOfDollars, MONEY_CENTS_MSG } from '@homebid/shared/money';

/**
 * A shared schema, imported when a form first checks a value: zod and the schemas (~23 KB brotli, ~30 ms of
 * evaluation at 4x CPU) stay out of the first load of the pages whose forms use them.
 */
export type SchemaLoader = () => Promise<z.ZodType>;

/** One field of a shared object schema, loaded as zodRule wants it. */
export const schemaField =
  <S extends z.ZodObject>(load: () => Promise<S>, field: keyof S['shape'] & string): SchemaLoader =>
  () =>
    load().then((schema) => schema.shape[field] as z.ZodType);

/**
 * An antd form rule from a zod schema: the browser shows the same message the server would send.
 * Comfort only; the server validates again.
 */
export function zodRule(load: SchemaLoader): Rule {
  return {
    validator: async (_rule, value) => {
      const result = (await load()).safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/**
 * The rule of every field where money is typed: more than two decimals is refused, never rounded (an InputNumber's
 * `precision` would round it silently on blur, so money fields have none). Empty is the field's own required rule's.
 */
export const centsRule: Rule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value === 'number' && centsOfDollars(value) === null) throw new Error(MONEY_CENTS_MSG);
  },
};
