import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Clock, Heart } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { commentFormSchema } from '@shared/schemas/community';
import type { PublicUser } from '@shared/schemas/user';
import { useCommunityPending } from '../../offline/community';
import { postComment, useComments } from './data/comments';
import { toggleCommentLike } from './data/toggles';
import { overlayComments, type ShownPost } from './overlay';
import { AuthorLine, PostCard } from './post-card';

export function PostSheet({
  post,
  open,
  user,
  onClose,
}: {
  post: ShownPost | null;
  open: boolean;
  user: PublicUser;
  onClose: () => void;
}) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="end"
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
              {post ? <PostDetails post={post} user={user} /> : <Text color="fg.muted">Post not found</Text>}
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

function PostDetails({ post, user }: { post: ShownPost; user: PublicUser }) {
  const comments = useComments(user.id, post.id);
  const pending = useCommunityPending(user.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shown = comments.data ? overlayComments(post.id, comments.data.comments, pending, user) : [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = commentFormSchema.safeParse({ content: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Comment cannot be empty');
      return;
    }
    setError(null);
    if (await postComment(user, post.id, parsed.data.content)) setText('');
  };

  return (
    <Stack gap="6">
      <PostCard post={post} user={user} full />
      <Stack gap="3" as="section" aria-labelledby="comments-heading">
        <Heading as="h3" size="md" id="comments-heading">
          Comments
        </Heading>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <HStack gap="2" align="start">
            <Box flex="1">
              <Input
                aria-label="Add a comment"
                placeholder="Add a comment..."
                value={text}
                maxLength={2000}
                onChange={(e) => setText(e.currentTarget.value)}
                aria-invalid={error ? true : undefined}
              />
              {error && (
                <Text color="fg.error" fontSize="sm" mt="1" role="alert">
                  {error}
                </Text>
              )}
            </Box>
            <Button type="submit" colorPalette="brand">
              Post
            </Button>
          </HStack>
        </form>
        {comments.isLoading ? (
          <Text color="fg.muted">Loading comments...</Text>
        ) : comments.isError && shown.length === 0 ? (
          <Text color="fg.error">Failed to load comments. Please try again later.</Text>
        ) : shown.length === 0 ? (
          <Text color="fg.muted">No comments yet. Be the first to comment!</Text>
        ) : (
          <Stack gap="3" as="ul" listStyleType="none" data-testid="comments">
            {shown.map((c) => (
              <Box as="li" key={c.id} borderWidth="1px" borderRadius="lg" p="3" data-testid="comment">
                <HStack justify="space-between" align="start" gap="2">
                  <AuthorLine author={c.author} createdAt={c.createdAt} />
                  {c.pendingComment ? (
                    <HStack gap="1" color="fg.muted" fontSize="xs" data-testid="comment-pending">
                      <Clock size={12} /> Waiting to be sent
                    </HStack>
                  ) : (
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-pressed={c.isLiked}
                      aria-label={`${c.isLiked ? 'Unlike' : 'Like'} comment (${c.likeCount})`}
                      color={c.isLiked ? 'red.fg' : undefined}
                      onClick={() => void toggleCommentLike(user, c)}
                    >
                      <Heart fill={c.isLiked ? 'currentColor' : 'none'} />
                      {c.likeCount}
                      {c.likePending && <Clock size={12} aria-label="Waiting to be sent" />}
                    </Button>
                  )}
                </HStack>
                <Text mt="2" whiteSpace="pre-wrap" wordBreak="break-word">
                  {c.content}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
