/**
 * /admin/community-posts: every post with search and pages; open one to read
 * it with its comments, and delete the post or a comment.
 */
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  HStack,
  Image,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminComment, AdminPostDetail, AdminPostSummary, Paged } from '@shared/schemas/admin';
import { PageSpinner } from '../../components/page-spinner';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/state-message';
import { capitalize } from '../../lib/labels';
import { listPicture } from '../../lib/pictures';
import { adminRequest, useAdminMutation, useAdminQuery } from './admin-api';
import {
  AdminFrame,
  AdminSearch,
  AdminTable,
  ConfirmDialog,
  formatDate,
  formatDateTime,
  TableSkeleton,
} from './admin-ui';

type Pending = { kind: 'post'; post: AdminPostSummary } | { kind: 'comment'; comment: AdminComment } | null;

export function AdminCommunityPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('post')) || null;
  const qs = new URLSearchParams({
    ...(q ? { q } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  const { data, isLoading, isError } = useAdminQuery<Paged<AdminPostSummary>>(
    `/community/posts${qs ? `?${qs}` : ''}`,
  );
  const [pending, setPending] = useState<Pending>(null);

  const setParam = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  const removePost = useAdminMutation(
    (post: AdminPostSummary) => adminRequest('DELETE', `/community/posts/${post.id}`),
    {
      errorTitle: 'Could not delete the post',
      success: (_r, post) => `“${post.title}” was deleted`,
      onSuccess: (_r, post) => {
        setPending(null);
        if (openId === post.id) setParam({ post: null });
      },
    },
  );
  const removeComment = useAdminMutation(
    (comment: AdminComment) => adminRequest('DELETE', `/community/comments/${comment.id}`),
    {
      errorTitle: 'Could not delete the comment',
      success: 'The comment was deleted',
      onSuccess: () => setPending(null),
    },
  );

  return (
    <AdminFrame title="Community Posts" subtitle="Moderate community posts and comments.">
      <AdminSearch
        label="Search posts"
        placeholder="Search title, text or author"
        query={q}
        onSearch={(t) => setParam({ q: t || null, page: null })}
      />
      {isError && <ErrorState>Failed to load posts. Please try again later.</ErrorState>}
      {data && (
        <Text color="fg.muted" mb="3">
          {data.total === 1 ? '1 post' : `${data.total} posts`}
        </Text>
      )}
      {isLoading ? (
        <TableSkeleton />
      ) : data?.items.length === 0 ? (
        <EmptyState>{q ? `No posts match “${q}”.` : 'No posts found'}</EmptyState>
      ) : (
        <AdminTable label="Community posts" minW="760px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Post</Table.ColumnHeader>
              <Table.ColumnHeader>Author</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Likes</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Comments</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.items.map((p) => (
              <Table.Row key={p.id} data-testid="admin-post-row">
                <Table.Cell maxW="360px">
                  <HStack gap="2">
                    <Text fontWeight="600" truncate>
                      {p.title}
                    </Text>
                    <Badge size="sm">{capitalize(p.contentType)}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {p.content}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  @{p.author.username} {p.author.isAdmin && <Badge colorPalette="purple">Admin</Badge>}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(p.createdAt)}</Table.Cell>
                <Table.Cell textAlign="end">{p.likeCount}</Table.Cell>
                <Table.Cell textAlign="end">{p.commentCount}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Button
                    size="xs"
                    variant="outline"
                    me="2"
                    onClick={() => setParam({ post: String(p.id) })}
                    aria-label={`Read ${p.title}`}
                  >
                    <Eye /> Read
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setPending({ kind: 'post', post: p })}
                    aria-label={`Delete ${p.title}`}
                  >
                    <Trash2 /> Delete
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </AdminTable>
      )}
      <Box mt="6">
        <Pagination
          page={page}
          pages={data?.pages ?? 0}
          onChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
          label="Post pages"
        />
      </Box>

      <PostDrawer
        postId={openId}
        onClose={() => setParam({ post: null })}
        onDeletePost={(post) => setPending({ kind: 'post', post })}
        onDeleteComment={(comment) => setPending({ kind: 'comment', comment })}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'comment' ? 'Delete this comment?' : 'Delete this post?'}
        pending={removePost.isPending || removeComment.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind === 'post') removePost.mutate(pending.post);
          if (pending?.kind === 'comment') removeComment.mutate(pending.comment);
        }}
      >
        {pending?.kind === 'comment'
          ? `The comment by @${pending.comment.author.username} will be removed for everyone.`
          : `“${pending?.post.title}” by @${pending?.post.author.username} will be removed for everyone, with its comments, likes and any picture or video.`}
      </ConfirmDialog>
    </AdminFrame>
  );
}

function PostDrawer({
  postId,
  onClose,
  onDeletePost,
  onDeleteComment,
}: {
  postId: number | null;
  onClose: () => void;
  onDeletePost: (post: AdminPostSummary) => void;
  onDeleteComment: (comment: AdminComment) => void;
}) {
  const {
    data: post,
    isLoading,
    isError,
  } = useAdminQuery<AdminPostDetail>(`/community/posts/${postId}`, {
    enabled: postId !== null,
  });
  const shown = post && post.id === postId ? post : undefined;
  return (
    <Drawer.Root
      open={postId !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Post Details</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {isLoading && <PageSpinner label="Loading the post…" />}
              {isError && <ErrorState>Post not found</ErrorState>}
              {shown && (
                <Stack gap="4">
                  <Box>
                    <HStack gap="2" mb="1">
                      <Badge>{capitalize(shown.contentType)}</Badge>
                      <Text fontSize="sm" color="fg.muted">
                        @{shown.author.username} · {formatDateTime(shown.createdAt)}
                      </Text>
                    </HStack>
                    <Text as="h3" fontSize="xl" fontWeight="700">
                      {shown.title}
                    </Text>
                    <Text whiteSpace="pre-wrap" mt="2">
                      {shown.content}
                    </Text>
                    {shown.mediaUrl && shown.mediaType === 'image' && (
                      <Image src={listPicture(shown.mediaUrl)} alt="" mt="3" borderRadius="md" maxH="64" />
                    )}
                    {shown.mediaUrl && shown.mediaType === 'video' && (
                      <Box as="video" mt="3" borderRadius="md" maxH="64" w="full">
                        <source src={shown.mediaUrl} />
                      </Box>
                    )}
                    <Text fontSize="sm" color="fg.muted" mt="2">
                      {plural(shown.likeCount, 'like')} · {plural(shown.commentCount, 'comment')}
                    </Text>
                    <Button
                      mt="3"
                      size="sm"
                      colorPalette="red"
                      variant="outline"
                      onClick={() => onDeletePost(shown)}
                    >
                      <Trash2 /> Delete post
                    </Button>
                  </Box>
                  <Box>
                    <Text as="h4" fontWeight="700" mb="2">
                      Comments
                    </Text>
                    {shown.comments.length === 0 && <Text color="fg.muted">No comments yet.</Text>}
                    <Stack gap="2">
                      {shown.comments.map((c) => (
                        <Box key={c.id} borderWidth="1px" borderRadius="md" p="3" data-testid="admin-comment">
                          <HStack justify="space-between" align="start" gap="2">
                            <Text fontSize="sm" color="fg.muted">
                              @{c.author.username} · {formatDateTime(c.createdAt)}
                            </Text>
                            <Button
                              size="2xs"
                              variant="ghost"
                              colorPalette="red"
                              aria-label={`Delete the comment by ${c.author.username}`}
                              onClick={() => onDeleteComment(c)}
                            >
                              <Trash2 /> Delete
                            </Button>
                          </HStack>
                          <Text whiteSpace="pre-wrap" mt="1">
                            {c.content}
                          </Text>
                        </Box>
                      ))}
                    </Stack>
                  </Box>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
