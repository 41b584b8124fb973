import { Card, Descriptions, Empty, Flex, Pagination, Skeleton, type TableProps } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIsNarrow } from '../lib/use-breakpoint';

// only a wide window shows the table (~42 KB brotli with its filters, sorters and selection): a phone never loads it
const Table = lazy(() => import('antd/es/table')) as unknown as typeof import('antd/es/table').default;

/** A column: antd's own column shape, restricted to what both the table and the card list can show. */
export interface ResponsiveColumn<Row> {
  title: string;
  key: string;
  /** The cell's content (defaults to `row[key]`). */
  render?: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

interface ResponsiveTableProps<Row> {
  columns: ResponsiveColumn<Row>[];
  dataSource: Row[];
  rowKey: (row: Row) => string;
  /** Names the table (and the list on a phone) for screen readers. */
  'aria-label': string;
  /** Passed through to the wide-screen Table (size, loading, pagination, locale...). */
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey'>;
  /** Optional title of each card on a narrow screen (e.g. the row's name). */
  cardTitle?: (row: Row) => ReactNode;
}

const cellOf = <Row,>(column: ResponsiveColumn<Row>, row: Row, index: number): ReactNode =>
  column.render ? column.render(row, index) : ((row as Record<string, unknown>)[column.key] as ReactNode);

/**
 * antd's Table on screens from the md breakpoint up; below it (phones), a list of cards with one "column: value"
 * line per column, so nothing scrolls sideways at 360 px. The table's loading, empty text and pagination apply to
 * the card list too.
 */
export function ResponsiveTable<Row extends object>({ columns, dataSource, rowKey, tableProps, cardTitle, ...rest }: ResponsiveTableProps<Row>) {
  const isNarrow = useIsNarrow();
  if (!isNarrow) {
    return (
      <Suspense fallback={<Skeleton active />}>
        <Table<Row>
          {...tableProps}
          aria-label={rest['aria-label']}
          rowKey={rowKey}
          dataSource={dataSource}
          columns={columns.map((column) => ({
            title: column.title,
            key: column.key,
            align: column.align,
            render: (_: unknown, row: Row, index: number) => cellOf(column, row, index),
          }))}
        />
      </Suspense>
    );
  }
  const pagination = tableProps?.pagination;
  const isEmpty = dataSource.length === 0;
  return (
    <Flex vertical gap={8}>
      {tableProps?.loading && isEmpty ? <Skeleton active /> : null}
      {!tableProps?.loading && isEmpty ? (tableProps?.locale?.emptyText as ReactNode) ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
      <Flex vertical gap={8} role="list" aria-label={rest['aria-label']} data-testid="responsive-table-cards">
        {dataSource.map((row, index) => (
          <Card key={rowKey(row)} size="small" role="listitem" title={cardTitle?.(row)}>
            <Descriptions
              size="small"
              column={1}
              items={columns.map((column) => ({ key: column.key, label: column.title, children: cellOf(column, row, index) }))}
            />
          </Card>
        ))}
      </Flex>
      {pagination ? <Pagination size="small" align="center" {...pagination} /> : null}
    </Flex>
  );
}
