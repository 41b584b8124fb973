import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/**
 * An antd form rule from a zod schema: the browser shows the same message the server would send.
 * Comfort only; the server validates again.
 */
export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
