import { FilterOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { Suspense, useState } from 'react';
import { LightCard } from '../../../components/light-card';
import { lazyNamed } from '../../../lib/lazy-named';
import type { ListingSearchParams } from '@homebid/shared/api-paths';
import type { SavedSearchFilter } from '@homebid/shared/schemas/saved-search';
import { useMyProfile } from '../../../lib/queries/my-profile';
import { useIsNarrow } from '../../../lib/use-breakpoint';

const ListingFilterForm = lazyNamed(() => import('./listing-filter-form'), 'ListingFilterForm');

/**
 * The listing search (text, industry types, maximum budget, deadline, city, within N miles of a place).
 * Below the md breakpoint the filters fold behind a 'Filters' button, so the results fill a phone's first screen;
 * the form's code is fetched the first time it shows, so a phone's first visit does without it.
 */
export function ListingFilters({ onSearch, initial }: { onSearch: (params: ListingSearchParams) => void; initial?: SavedSearchFilter }) {
  const { data: me } = useMyProfile();
  const canSaveSearch = me?.userType === 'contractor' || me?.userType === 'supplier';
  const isNarrow = useIsNarrow();
  const [isUnfolded, setIsUnfolded] = useState(false);
  // once shown the form stays mounted (display: none when folded), so the chosen filters are kept
  const [hasShown, setHasShown] = useState(false);
  const isFolded = isNarrow && !isUnfolded;
  if (!isFolded && !hasShown) setHasShown(true);
  return (
    <>
      {isNarrow && (
        <Button icon={<FilterOutlined />} aria-expanded={!isFolded} aria-controls="listing-filters" onClick={() => setIsUnfolded((open) => !open)} style={{ alignSelf: 'start' }}>
          Filters
        </Button>
      )}
      <LightCard padding={12} id="listing-filters" style={isFolded ? { display: 'none' } : undefined}>
        {(hasShown || !isFolded) && (
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
            <ListingFilterForm
              onSearch={(params) => {
                onSearch(params);
                setIsUnfolded(false);
              }}
              onReset={() => onSearch({})}
              initial={initial}
              canSaveSearch={canSaveSearch}
            />
          </Suspense>
        )}
      </LightCard>
    </>
  );
}
