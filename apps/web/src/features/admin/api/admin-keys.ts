import type { QueryClient } from '@tanstack/react-query';

/** Every query of the operator console starts with this key: one change refreshes whatever the console shows. */
export const ADMIN_KEY = ['admin'] as const;

/** After an operator's change: what any console page shows may have moved (a suspension shows on the user, the audit, the overview). */
export const refreshAdmin = (client: QueryClient) => client.invalidateQueries({ queryKey: ADMIN_KEY });
