export const alertKeys = {
  all: ['alerts'] as const,
  page: (page: number, pageSize: number) => ['alerts', 'page', page, pageSize] as const,
  unread: ['alerts', 'unread'] as const,
};
