import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

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
