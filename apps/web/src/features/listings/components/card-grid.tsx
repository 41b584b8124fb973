import { Skeleton } from 'antd';
import { useDeferredValue, type ReactNode } from 'react';
import { LightCard } from '../../../components/light-card';
import { FirstScreenDone } from '../../../lib/first-screen';

/** Cards whose image loads at once: what a phone (one column) or a wide window (a row) shows first. */
export const EAGER_CARDS = 3;

/**
 * Cards in a responsive grid, one per item (`.card-grid` in global.css: a CSS grid on antd's breakpoints; antd's
 * Row and Col watched six media queries and wrapped every card twice), drawn in a deferred render React splits
 * into short slices (also pages added by 'Load more'): the data arrives as a synchronous update, and even four
 * cards drawn in it were one long task on a phone. Until the cards are drawn the placeholders stay. (Drawing
 * four cards per commit instead was measured worse: each commit of four was its own ~130 ms task at 4x, 2.4 s of
 * blocking in all on My Projects against 1.75 s for one commit.)
 */
export function CardGrid<T extends { id: string }>({ items, render }: { items: T[]; render: (item: T, index: number) => ReactNode }) {
  const shown = useDeferredValue(items.length, 0);
  if (shown === 0 && items.length > 0) return <CardGridSkeleton count={Math.min(items.length, 3)} />;
  return (
    <div className="card-grid">
      <FirstScreenDone />
      {items.slice(0, shown).map((item, index) => (
        <div key={item.id}>{render(item, index)}</div>
      ))}
    </div>
  );
}

/** Placeholder cards while a list loads. */
export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="card-grid" aria-busy="true" aria-label="Loading projects">
      {Array.from({ length: count }, (_, index) => (
        <LightCard key={index} cover={<Skeleton.Image active style={{ width: '100%', height: 200 }} />}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </LightCard>
      ))}
    </div>
  );
}
