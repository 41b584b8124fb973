import { Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

interface SectionFrameProps {
  /** Names the heading's id (`${name}-title`), which labels the section for screen readers. */
  name: string;
  title: string;
  children: ReactNode;
}

/** One section of the console under its own heading. */
export function SectionFrame({ name, title, children }: SectionFrameProps) {
  return (
    <section aria-labelledby={`${name}-title`}>
      <Typography.Title level={2} id={`${name}-title`} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

interface ListOrItemSectionProps extends Omit<SectionFrameProps, 'children'> {
  list: ReactNode;
  item: (id: string) => ReactNode;
}

/** A section that is a list, or one of its items when the address names it (`?id=`). */
export function ListOrItemSection({ list, item, ...frame }: ListOrItemSectionProps) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();
  // keyed by the id: another item starts afresh rather than keeping the last one's state
  return <SectionFrame {...frame}>{id ? <Fragment key={id}>{item(id)}</Fragment> : list}</SectionFrame>;
}
