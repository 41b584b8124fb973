import { createContext, useContext } from 'react';
import type { OperatorMe } from '@homebid/shared/schemas/admin';

export const OperatorContext = createContext<OperatorMe | null>(null);

/** The signed-in operator, inside the console. `isAdmin`: the actions only an admin may take (support reads them). */
export function useOperator(): OperatorMe & { isAdmin: boolean } {
  const me = useContext(OperatorContext);
  if (!me) throw new Error('useOperator is used outside the operator console');
  return { ...me, isAdmin: me.role === 'admin' };
}
