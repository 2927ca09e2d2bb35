import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { ImagePlus, Video } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { MEDIA_LIMITS } from '@shared/constants';
import { CONTENT_TYPES, type ContentType, type MediaType } from '@shared/enums';
import { newPostSchema, REQUIRED_FIELDS_MESSAGE } from '@shared/schemas/community';
import type { PublicUser } from '@shared/schemas/user';
import { SelectField } from '../../components/select-field';
import { notifyError } from '../../lib/toaster';
import { createPost } from './data/create-post';
import { CONTENT_TYPE_LABELS, PostMedia } from './post-card';

const ACCEPT: Record<MediaType, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif',
  video: 'video/mp4,video/webm',
};
const MB = 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

type Errors = Partial<Record<'title' | 'content' | 'contentType' | 'form', string>>;

export function NewPostDialog({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: PublicUser;
}) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [contentType, setContentType] = useState<ContentType>('question');
  const [media, setMedia] = useState<{ url: string; type: MediaType } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState<MediaType>('image');

  const reset = () => {
    setTitle('');
    setContent('');
    setContentType('question');
    setMedia(null);
    setErrors({});
  };

  const pick = (type: MediaType) => {
    setPicking(type);
    // The accept list must be in place before the picker opens.
    if (fileInput.current) {
      fileInput.current.accept = ACCEPT[type];
      fileInput.current.click();
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const kind: MediaType | null = ACCEPT.image.split(',').includes(file.type)
      ? 'image'
      : ACCEPT.video.split(',').includes(file.type)
        ? 'video'
        : null;
    if (!kind) {
      notifyError(
        'Unsupported file',
        'Only JPEG, PNG, WebP or GIF images and MP4 or WebM videos can be shared',
      );
      return;
    }
    const cap = kind === 'image' ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes;
    if (file.size > cap) {
      notifyError(
        'File too large',
        `${kind === 'image' ? 'Images' : 'Videos'} can be at most ${cap / MB} MB`,
      );
      return;
    }
    try {
      setMedia({ url: await readAsDataUrl(file), type: kind });
    } catch {
      notifyError('Unsupported file', 'The file could not be read. Please try another one.');
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !content.trim() || !contentType) {
      setErrors({ form: REQUIRED_FIELDS_MESSAGE });
      return;
    }
    const input = {
      title,
      content,
      contentType,
      mediaUrl: media?.url ?? null,
      mediaType: media?.type ?? null,
    };
    const parsed = newPostSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'title' || field === 'content' || field === 'contentType')
          next[field] ??= issue.message;
        else next.form ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const ok = await createPost(user, {
      title: parsed.data.title,
      content: parsed.data.content,
      contentType: parsed.data.contentType,
      mediaUrl: parsed.data.mediaUrl,
      mediaType: parsed.data.mediaType,
    });
    setBusy(false);
    if (ok) {
      reset();
      onClose();
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>New Post</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={Boolean(errors.title)} required>
                    <Field.Label>Title</Field.Label>
                    <Input
                      name="title"
                      value={title}
                      onChange={(e) => setTitle(e.currentTarget.value)}
                      placeholder="What would you like to ask or share?"
                      maxLength={200}
                    />
                    <Field.ErrorText>{errors.title}</Field.ErrorText>
                  </Field.Root>
                  <SelectField
                    label="Type"
                    name="contentType"
                    size="md"
                    value={contentType}
                    onChange={setContentType}
                    options={CONTENT_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] }))}
                  />
                  <Field.Root invalid={Boolean(errors.content)} required>
                    <Field.Label>Content</Field.Label>
                    <Textarea
                      name="content"
                      value={content}
                      onChange={(e) => setContent(e.currentTarget.value)}
                      rows={6}
                      placeholder="Share the details: your child's age, what you tried, what worked."
                    />
                    <Field.ErrorText>{errors.content}</Field.ErrorText>
                  </Field.Root>
                  <input
                    ref={fileInput}
                    type="file"
                    hidden
                    data-testid="media-input"
                    accept={ACCEPT[picking]}
                    onChange={(e) => {
                      void onFile(e.currentTarget.files?.[0]);
                      e.currentTarget.value = '';
                    }}
                  />
                  {media ? (
                    <Stack gap="2">
                      <Box data-testid="media-preview">
                        <PostMedia
                          post={{ mediaUrl: media.url, mediaType: media.type, title: title || 'your post' }}
                        />
                      </Box>
                      <Button alignSelf="start" size="sm" variant="outline" onClick={() => setMedia(null)}>
                        Remove
                      </Button>
                    </Stack>
                  ) : (
                    <HStack gap="2" flexWrap="wrap">
                      <Button size="sm" variant="outline" onClick={() => pick('image')}>
                        <ImagePlus /> Add Image
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => pick('video')}>
                        <Video /> Add Video
                      </Button>
                      <Text fontSize="xs" color="fg.muted">
                        Images up to 5 MB, videos up to 25 MB
                      </Text>
                    </HStack>
                  )}
                  {errors.form && (
                    <Text color="fg.error" role="alert" fontWeight="600">
                      {errors.form}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} loadingText="Posting...">
                  Post
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={busy} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
