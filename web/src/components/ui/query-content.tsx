// What a page shows for the one query it waits on: placeholder rows while it loads, why it failed, or its data.
import type { ComponentProps, ReactNode } from 'react';
import { ListSkeleton } from './list-skeleton';
import type { RetriableQuery } from './load-error';
import { QueryError } from './query-error';

/** A query's states as TanStack Query gives them (the UI layer names no query library). */
type LoadedQuery<Data> = RetriableQuery &
  (
    | { isPending: true; error: null; data: undefined }
    | { isPending: false; error: Error; data?: Data }
    | { isPending: false; error: null; data: Data }
  );

type QueryContentProps<Data> = {
  query: LoadedQuery<Data>;
  /** The placeholder rows, as high as the loaded content's. */
  skeleton: ComponentProps<typeof ListSkeleton>;
  /** What to say when the thing asked for does not exist (404), and for any other failure. */
  notFound: string;
  failed: string;
  children: (data: Data) => ReactNode;
};

export function QueryContent<Data>({ query, skeleton, notFound, failed, children }: QueryContentProps<Data>) {
  if (query.isPending) return <ListSkeleton {...skeleton} />;
  if (query.error) return <QueryError query={query} notFound={notFound} failed={failed} />;
  return children(query.data);
}
