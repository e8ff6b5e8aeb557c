export type AuditPagination = {
  pageCount: number;
  firstShown: number;
  lastShown: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

/** Where a page sits in the filtered audit log. */
export function auditPagination(total: number, page: number, pageSize: number): AuditPagination {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const firstShown = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const lastShown = Math.min(total, page * pageSize);
  return { pageCount, firstShown, lastShown, hasPrevious: page > 1, hasNext: page < pageCount };
}
