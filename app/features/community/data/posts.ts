/** The post list of one tab, search and page: from the API, or as last seen when offline. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { communityKeys, loadPosts, type CommunityTab } from '../../../offline/community';

export function usePosts(userId: number | undefined, tab: CommunityTab, search: string, page: number) {
  return useQuery({
    queryKey: communityKeys.posts(tab, search, page),
    queryFn: () => loadPosts(userId ?? 0, tab, search, page),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}
