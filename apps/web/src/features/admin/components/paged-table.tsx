import { Typography } from 'antd';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';

/** Where a page of a console list stands, as the API returns it beside the rows. */
export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

export interface PagedTableProps<Row> {
  'aria-label': string;
  columns: ResponsiveColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The page shown; undefined until the first one has come. */
  page: PageInfo | undefined;
  /** Nothing has come yet: the table's own spinner. */
  isPending: boolean;
  /** Another page or filter is on its way while the last one shows. */
  isFetching: boolean;
  /** Said when there are no rows. */
  emptyText: string;
  onPage: (page: number) => void;
}

/** A console list, one page at a time: the rows, pages from the API's own numbers, and what an empty list means. */
export function PagedTable<Row extends object>({ rows, page, isPending, isFetching, emptyText, onPage, ...table }: PagedTableProps<Row>) {
  return (
    // the page shown stays, faded, while the next one loads, so the list does not jump
    <div style={{ opacity: isFetching && !isPending ? 0.7 : 1 }}>
      <ResponsiveTable<Row>
        {...table}
        dataSource={rows}
        tableProps={{
          size: 'small',
          loading: isPending,
          scroll: { x: true },
          // secondary text, not the table's own pale placeholder colour, which is too faint to read
          locale: { emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> },
          pagination: page && {
            current: page.page,
            pageSize: page.pageSize,
            total: page.total,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (next) => onPage(next),
          },
        }}
      />
    </div>
  );
}
