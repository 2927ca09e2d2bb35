/**
 * /community: posts with search, the All / Following / Bookmarked tabs, page
 * numbers, the comments sheet and the New Post dialog. Every change is
 * optimistic through the outbox; offline, the last pages seen stay readable.
 */
import {
  Alert,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Input,
  List,
  Skeleton,
  Stack,
  Tabs,
  Tag,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Search, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/state-message';
import { communityKeys, useCommunityPending, type CommunityTab } from '../../offline/community';
import { onOutboxSent } from '../../offline/outbox-sent';
import { useAuth } from '../auth/auth-provider';
import { usePosts } from './data/posts';
import { NewPostDialog } from './new-post-dialog';
import { overlayPost, pendingPosts } from './overlay';
import { PostCard } from './post-card';
import { PostSheet } from './post-sheet';

const TABS: { value: CommunityTab; label: string; empty: string }[] = [
  { value: 'all', label: 'All Posts', empty: 'Be the first to create a post in the community!' },
  { value: 'following', label: 'Following', empty: "You'll see posts from users you follow here." },
  { value: 'bookmarked', label: 'Bookmarked', empty: 'Bookmark posts to find them easily later.' },
];

const GUIDELINES = [
  'Be respectful and kind to other parents.',
  'Share your experiences and knowledge.',
  'Ask questions: no question is too small.',
  'All content is moderated.',
];
const TAGS = ['Questions', 'Tips', 'Experiences', 'Recommendations'];

function readTab(value: string | null): CommunityTab {
  return value === 'following' || value === 'bookmarked' ? value : 'all';
}

export function CommunityPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const search = params.get('search')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(search);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const creating = params.get('create') === 'true';

  const posts = usePosts(user?.id, tab, search, page);
  const pending = useCommunityPending(user?.id);

  // What was sent from the outbox (here, in another tab or by the service worker) is on the server now.
  useEffect(
    () => onOutboxSent(() => void queryClient.invalidateQueries({ queryKey: communityKeys.all })),
    [queryClient],
  );
  useEffect(() => setSearchText(search), [search]);

  const update = (changes: Record<string, string | null>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: 'create' in changes },
    );
  };

  const shown = useMemo(() => {
    if (!user || !posts.data) return [];
    const server = posts.data.response.posts.map((p) => overlayPost(p, pending));
    const waiting = tab === 'all' && !search && page === 1 ? pendingPosts(pending, user) : [];
    return [...waiting, ...server];
  }, [posts.data, pending, user, tab, search, page]);
  const selected = shown.find((p) => p.id === selectedId) ?? null;

  if (!user) {
    return (
      <Container maxW="7xl" py="10">
        <Text>You need to be logged in to access the community features.</Text>
      </Container>
    );
  }

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ search: searchText.trim(), page: null });
  };
  const tabInfo = TABS.find((t) => t.value === tab) ?? TABS[0]!;
  const offlineSince = posts.data?.offlineSince ?? null;

  return (
    <>
      <PageHeader title="Community" subtitle="Ask questions, share what worked and learn from other parents.">
        <Button mt="5" colorPalette="brand" onClick={() => update({ create: 'true' })}>
          <Plus /> New Post
        </Button>
      </PageHeader>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }} gap={{ base: '6', lg: '10' }}>
          <Stack gap="5" minW="0">
            {offlineSince !== null && (
              <Alert.Root status="warning" borderRadius="lg" data-testid="community-offline">
                <Alert.Indicator>
                  <WifiOff />
                </Alert.Indicator>
                <Alert.Content>
                  <Alert.Title>You&apos;re offline</Alert.Title>
                  <Alert.Description>
                    Showing posts as they were on {new Date(offlineSince).toLocaleString('en-US')}. Likes,
                    comments and new posts will be sent when you&apos;re back online.
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <form onSubmit={onSearch} role="search">
              <HStack gap="2">
                <Input
                  type="search"
                  aria-label="Search posts"
                  placeholder="Search posts..."
                  value={searchText}
                  maxLength={100}
                  onChange={(e) => setSearchText(e.currentTarget.value)}
                  bg="bg.panel"
                />
                <Button type="submit" colorPalette="brand" aria-label="Search">
                  <Search />
                </Button>
              </HStack>
            </form>
            <Tabs.Root
              value={tab}
              onValueChange={(e) => update({ tab: e.value === 'all' ? null : e.value, page: null })}
              variant="line"
            >
              <Tabs.List>
                {TABS.map((t) => (
                  <Tabs.Trigger key={t.value} value={t.value}>
                    {t.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {/* One panel per tab (each trigger names its panel); only the chosen one has the list. */}
              {TABS.map((t) => (
                <Tabs.Content key={t.value} value={t.value} pt="4">
                  {t.value === tab && (
                    <>
                      {posts.isLoading ? (
                        <Stack gap="4" aria-busy="true" aria-label="Loading posts">
                          {[0, 1, 2].map((i) => (
                            <Skeleton key={i} height="40" borderRadius="xl" />
                          ))}
                        </Stack>
                      ) : posts.isError ? (
                        <ErrorState>Failed to load posts. Please try again later.</ErrorState>
                      ) : shown.length === 0 ? (
                        <Box>
                          <Heading as="h2" size="md" textAlign="center" mb="3">
                            No posts found
                          </Heading>
                          <EmptyState>{tabInfo.empty}</EmptyState>
                        </Box>
                      ) : (
                        <Stack gap="4">
                          {shown.map((post) => (
                            <PostCard key={post.id} post={post} user={user} onOpenComments={setSelectedId} />
                          ))}
                        </Stack>
                      )}
                    </>
                  )}
                </Tabs.Content>
              ))}
            </Tabs.Root>
            {posts.data && (
              <Pagination
                page={page}
                pages={posts.data.response.pages}
                onChange={(p) => {
                  update({ page: p > 1 ? String(p) : null });
                  window.scrollTo({ top: 0 });
                }}
                label="Community pages"
              />
            )}
          </Stack>
          <Stack as="aside" gap="5" aria-label="About the community">
            <Box borderWidth="1px" borderRadius="xl" p="5" bg="bg.panel">
              <Heading as="h2" size="md" mb="3">
                Community Guidelines
              </Heading>
              <List.Root gap="2" ps="4" color="fg.muted" fontSize="sm">
                {GUIDELINES.map((g) => (
                  <List.Item key={g}>{g}</List.Item>
                ))}
              </List.Root>
            </Box>
            <Box borderWidth="1px" borderRadius="xl" p="5" bg="bg.panel">
              <Heading as="h2" size="md" mb="3">
                Tags
              </Heading>
              <HStack gap="2" flexWrap="wrap">
                {TAGS.map((t) => (
                  <Tag.Root key={t} variant="subtle" colorPalette="brand">
                    <Tag.Label>{t}</Tag.Label>
                  </Tag.Root>
                ))}
              </HStack>
            </Box>
          </Stack>
        </Grid>
      </Container>
      <NewPostDialog open={creating} onClose={() => update({ create: null })} user={user} />
      <PostSheet post={selected} open={selectedId !== null} user={user} onClose={() => setSelectedId(null)} />
    </>
  );
}
