/**
 * Pieces every admin screen shares: the frame with the area's navigation, a
 * confirmation dialog for deletions, labelled fields that show their error,
 * and a table that scrolls sideways on a phone.
 */
import {
  Box,
  Button,
  Container,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';

export const ADMIN_AREAS = [
  { to: paths.admin, label: 'Overview', end: true },
  { to: paths.adminRecipes, label: 'Recipes' },
  { to: paths.adminCategories, label: 'Collections' },
  { to: paths.adminTips, label: 'Nutrition tips' },
  { to: paths.adminUsers, label: 'Users' },
  { to: paths.adminCommunity, label: 'Community' },
  { to: paths.adminAuditLog, label: 'Audit log' },
  { to: paths.serverDashboard, label: 'Server' },
] as const;

export function AdminFrame({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle}>
        {actions && (
          <HStack mt="5" gap="3" flexWrap="wrap">
            {actions}
          </HStack>
        )}
      </PageHeader>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="6">
        <Box as="nav" aria-label="Admin areas" overflowX="auto" mb="6" mx={{ base: '-4', md: '0' }}>
          <HStack gap="1" px={{ base: '4', md: '0' }} pb="2" minW="max-content">
            {ADMIN_AREAS.map((area) => (
              <NavLink key={area.to} to={area.to} end={'end' in area ? area.end : false}>
                {({ isActive }) => (
                  <Box
                    as="span"
                    display="inline-block"
                    px="3"
                    py="1.5"
                    borderRadius="full"
                    fontSize="sm"
                    fontWeight="600"
                    bg={isActive ? 'brand.solid' : 'bg.muted'}
                    color={isActive ? 'brand.contrast' : 'fg'}
                    aria-current={isActive ? 'page' : undefined}
                  >
                    {area.label}
                  </Box>
                )}
              </NavLink>
            ))}
          </HStack>
        </Box>
        {children}
      </Container>
    </>
  );
}

/** Asks before something is deleted for good. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Delete',
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{children}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm} loading={pending}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  disabled,
  type = 'text',
  helper,
  multiline,
  rows = 4,
  required,
  inputMode,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  type?: string;
  helper?: ReactNode;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  inputMode?: 'numeric' | 'text';
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea
          name={name}
          value={value}
          rows={rows}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          autoresize
        />
      ) : (
        <Input
          name={name}
          type={type}
          value={value}
          inputMode={inputMode}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
        />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The search box above an admin list: typed freely, applied on Search or Enter, in step with the address. */
export function AdminSearch({
  label,
  placeholder,
  query,
  onSearch,
  maxW = 'xl',
}: {
  label: string;
  placeholder: string;
  /** The search in force (from the address). */
  query: string;
  onSearch: (text: string) => void;
  maxW?: string;
}) {
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box as="form" role="search" onSubmit={submit} mb="4">
      <HStack maxW={maxW}>
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="outline">
          <Search /> Search
        </Button>
      </HStack>
    </Box>
  );
}

/** A table that scrolls inside its own box on a narrow screen, never the page. */
export function AdminTable({
  label,
  minW = '760px',
  children,
}: {
  label: string;
  minW?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg.panel" tabIndex={0} aria-label={label}>
      <Table.Root size="sm" minW={minW} interactive>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="2" aria-label="Loading" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="10" borderRadius="md" />
      ))}
    </Stack>
  );
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A table row's Edit and Delete buttons, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Table.Cell textAlign="end" whiteSpace="nowrap">
      <Button size="xs" variant="outline" me="2" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil /> Edit
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Delete ${name}`}>
        <Trash2 /> Delete
      </Button>
    </Table.Cell>
  );
}
