// Every table, one file per feature. Migrations in ../migrations are the source of truth for the SQL.
export * from './auth';
export * from './profiles';
export * from './outbox';
export * from './phone';
export * from './chat';
export * from './listings';
export * from './catalogue';
export * from './bids';
export * from './alerts';
export * from './milestone-payments';
export * from './payments';
export * from './notifications';
export * from './fleet';
export * from './escrow';
export * from './audit';
export * from './support-desk';
export * from './moderation';
