import { Badge, Box, Button, chakra, Circle, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Bookmark, BookmarkCheck, Clock, Heart, MessageCircle, UserCheck, UserPlus } from 'lucide-react';
import type { PublicUser } from '@shared/schemas/user';
import { toggleBookmark, toggleFollow, toggleLike } from './data/toggles';
import { listPicture } from '../../lib/pictures';
import type { ShownPost } from './overlay';

export const CONTENT_TYPE_LABELS = {
  question: 'Question',
  tip: 'Tip',
  experience: 'Experience',
  recommendation: 'Recommendation',
} as const;

/** Spec: dates in short US format. */
export const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US');

export function AuthorLine({ author, createdAt }: { author: ShownPost['author']; createdAt: string }) {
  const shown = author.name || author.username;
  return (
    <HStack gap="3" minW="0">
      <Circle size="10" bg="brand.muted" color="brand.fg" fontWeight="700" aria-hidden="true" flexShrink={0}>
        {shown.charAt(0).toUpperCase()}
      </Circle>
      <Box minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="600" truncate>
            {shown}
          </Text>
          {author.isAdmin && (
            <Badge colorPalette="brand" variant="solid" size="sm">
              Admin
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {shortDate(createdAt)}
        </Text>
      </Box>
    </HStack>
  );
}

export function PostMedia({
  post,
  small = false,
}: {
  post: Pick<ShownPost, 'mediaUrl' | 'mediaType' | 'title'>;
  /** In a list: the picture's small copy. */
  small?: boolean;
}) {
  if (!post.mediaUrl) return null;
  if (post.mediaType === 'video') {
    return (
      <chakra.video
        controls
        preload="metadata"
        src={post.mediaUrl}
        borderRadius="lg"
        maxH="96"
        w="full"
        bg="black"
      >
        <track kind="captions" />
      </chakra.video>
    );
  }
  return (
    <Image
      src={small ? listPicture(post.mediaUrl) : post.mediaUrl}
      alt={`Picture shared with “${post.title}”`}
      borderRadius="lg"
      maxH="96"
      objectFit="contain"
      bg="bg.muted"
      w="full"
      loading="lazy"
    />
  );
}

const Pending = ({ label }: { label: string }) => (
  <Box
    as="span"
    display="inline-flex"
    color="fg.muted"
    title={label}
    aria-label={label}
    data-testid="pending"
  >
    <Clock size={14} />
  </Box>
);

export function PostCard({
  post,
  user,
  onOpenComments,
  full = false,
}: {
  post: ShownPost;
  user: PublicUser;
  onOpenComments?: (id: number) => void;
  full?: boolean;
}) {
  const canFollow = post.author.id !== user.id && !post.pendingPost;
  const locked = post.pendingPost;
  return (
    <Box
      as="article"
      aria-label={post.title}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      data-testid="post-card"
      opacity={post.pendingPost ? 0.85 : 1}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <AuthorLine author={post.author} createdAt={post.createdAt} />
          {canFollow && (
            <Button
              size="xs"
              variant={post.author.isFollowing ? 'subtle' : 'outline'}
              disabled={post.author.isAdmin}
              title={post.author.isAdmin ? 'Admins cannot be followed' : undefined}
              onClick={() => void toggleFollow(user, post.author)}
              aria-pressed={post.author.isFollowing}
            >
              {post.author.isFollowing ? <UserCheck /> : <UserPlus />}
              {post.author.isFollowing ? 'Unfollow' : 'Follow'}
              {post.followPending && <Pending label="Waiting to be sent" />}
            </Button>
          )}
        </HStack>
        <Stack gap="2">
          <HStack gap="2" flexWrap="wrap">
            <Text as="h3" fontWeight="700" fontSize="lg" lineHeight="short" wordBreak="break-word">
              {post.title}
            </Text>
            <Badge variant="subtle" colorPalette="peach">
              {CONTENT_TYPE_LABELS[post.contentType]}
            </Badge>
            {post.pendingPost && (
              <Badge variant="outline" data-testid="post-pending">
                <Clock size={12} /> Waiting to be sent
              </Badge>
            )}
          </HStack>
          <Text whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={full ? undefined : 6}>
            {post.content}
          </Text>
        </Stack>
        <PostMedia post={post} small={!full} />
        <HStack gap="1" flexWrap="wrap">
          <Button
            variant="ghost"
            size="sm"
            disabled={locked}
            aria-pressed={post.isLiked}
            aria-label={`${post.isLiked ? 'Unlike' : 'Like'} (${post.likeCount})`}
            onClick={() => void toggleLike(user, post)}
            color={post.isLiked ? 'red.fg' : undefined}
          >
            <Heart fill={post.isLiked ? 'currentColor' : 'none'} />
            <span data-testid="like-count">{post.likeCount}</span>
            {post.likePending && <Pending label="Waiting to be sent" />}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={locked || !onOpenComments}
            aria-label={`Comments (${post.commentCount})`}
            onClick={() => onOpenComments?.(post.id)}
          >
            <MessageCircle />
            <span data-testid="comment-count">{post.commentCount}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={locked}
            aria-pressed={post.isBookmarked}
            aria-label={post.isBookmarked ? 'Remove bookmark' : 'Bookmark'}
            onClick={() => void toggleBookmark(user, post)}
            color={post.isBookmarked ? 'brand.fg' : undefined}
          >
            {post.isBookmarked ? <BookmarkCheck /> : <Bookmark />}
            {post.bookmarkPending && <Pending label="Waiting to be sent" />}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
