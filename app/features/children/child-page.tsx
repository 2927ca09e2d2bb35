/**
 * /children/{id}: one child. Their name and age (editable, or removed after a confirmation), the
 * allergen reminders due, "Log a food", the nine allergens, the foods tried towards 100 by food
 * group with what to try next at their age, and the foods logged. Everything reads and writes the
 * device, so it works offline; for someone signed in, changes reach the account through the
 * outbox.
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Dialog,
  Flex,
  Heading,
  HStack,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowLeft, Pencil, SearchX, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ageInMonths, describeAge, olderChildNote } from '@shared/lib/child-age';
import { allergenStates, dueAllergens, foodProgress } from '@shared/lib/child-foods';
import { MessageCard } from '../../components/message-card';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../lib/paths';
import { notify, notifyError } from '../../lib/toaster';
import { useDocumentTitle } from '../../lib/use-document-title';
import { removeChild, updateChild, useChildren, useFoodLogs, type DeviceChild } from '../../offline/children';
import { AllergensSection, reminderText } from './allergens-section';
import { ChildForm } from './child-form';
import { useToday } from './child-dates';
import { FoodsTriedSection } from './foods-tried-section';
import { LogFoodForm } from './log-food-form';
import { RecentFoods } from './recent-foods';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} scrollMarginTop="20">
      <Heading as="h2" id={`${id}-heading`} size={{ base: 'xl', md: '2xl' }} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function RemoveChildDialog({
  child,
  open,
  onClose,
}: {
  child: DeviceChild;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const remove = async () => {
    setPending(true);
    try {
      await removeChild(child.id);
      notify(`${child.name} removed`, 'Their foods and allergen records are gone too.');
      void navigate(paths.children, { replace: true });
    } catch (err) {
      setPending(false);
      notifyError("Couldn't remove them", err instanceof Error ? err.message : undefined);
    }
  };
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Remove {child.name}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                This removes {child.name} and every food logged for them
                {child.userId === null ? ' from this device' : ' from this device and your account'}. It can't
                be undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep {child.name}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={pending} onClick={() => void remove()}>
                Remove
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ChildView({ child }: { child: DeviceChild }) {
  const logs = useFoodLogs(child.id);
  const today = useToday();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  useDocumentTitle(child.name);

  const months = ageInMonths(child.birthDate, today);
  const states = useMemo(() => allergenStates(child, logs ?? [], today), [child, logs, today]);
  const progress = useMemo(() => foodProgress(child, logs ?? [], today), [child, logs, today]);
  const due = dueAllergens(states);
  const older = olderChildNote(child.birthDate, today);

  return (
    <>
      <Box bg="brand.subtle" borderBottomWidth="1px">
        <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
          <Link asChild color="fg.muted" fontWeight="600" fontSize="sm" mb="4">
            <RouterLink to={paths.children}>
              <ArrowLeft size={16} aria-hidden="true" /> My children
            </RouterLink>
          </Link>
          {editing ? (
            <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
              <Heading as="h1" size="xl" mb="4">
                Edit {child.name}'s details
              </Heading>
              <ChildForm
                label={`Edit ${child.name}'s details`}
                submitLabel="Save changes"
                today={today}
                initial={{ name: child.name, birthDate: child.birthDate, allergyRisk: child.allergyRisk }}
                onSubmit={async (values) => {
                  await updateChild(child.id, values);
                  setEditing(false);
                  notify('Changes saved');
                }}
                onCancel={() => setEditing(false)}
              />
            </Box>
          ) : (
            <Flex gap="4" justify="space-between" align="flex-start" wrap="wrap">
              <Box minW="0">
                <Heading
                  as="h1"
                  size={{ base: '3xl', md: '4xl' }}
                  letterSpacing="-0.02em"
                  overflowWrap="anywhere"
                >
                  {child.name}
                </Heading>
                <HStack gap="2" mt="2" wrap="wrap">
                  <Text fontSize="lg" color="fg.muted" data-testid="child-age">
                    {describeAge(child.birthDate, today)}
                  </Text>
                  {child.allergyRisk && (
                    <Badge colorPalette="orange" variant="subtle" size="lg">
                      Severe eczema or a known food allergy
                    </Badge>
                  )}
                </HStack>
              </Box>
              <HStack gap="2">
                <Button variant="outline" bg="bg.panel" onClick={() => setEditing(true)}>
                  <Pencil /> Edit
                </Button>
                <Button variant="outline" bg="bg.panel" colorPalette="red" onClick={() => setRemoving(true)}>
                  <Trash2 /> Remove
                </Button>
              </HStack>
            </Flex>
          )}
          {older && (
            <Text mt="4" color="fg.muted" maxW="3xl" data-testid="older-child-note">
              {older}
            </Text>
          )}
        </Container>
      </Box>
      <RemoveChildDialog child={child} open={removing} onClose={() => setRemoving(false)} />

      <Container maxW="4xl" px={{ base: '4', md: '6' }} py="6">
        {logs === undefined ? (
          <PageSpinner label="Loading their foods…" />
        ) : (
          <Stack gap={{ base: '8', md: '10' }}>
            {due.length > 0 && (
              <Alert.Root status="warning" borderRadius="lg" data-testid="due-reminders">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Allergens to offer again</Alert.Title>
                  <Alert.Description>
                    <Stack as="ul" gap="1" mt="1">
                      {due.map((s) => (
                        <li key={s.allergen}>{reminderText(s, today)}</li>
                      ))}
                    </Stack>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Section id="log-food" title="Log a food">
              <Box bg="bg.subtle" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
                <LogFoodForm child={child} today={today} states={states} />
              </Box>
            </Section>
            <Section id="allergens" title="Allergens">
              <AllergensSection child={child} states={states} months={months} today={today} />
            </Section>
            <Section id="foods-tried" title="Foods tried">
              <FoodsTriedSection progress={progress} name={child.name} />
            </Section>
            <Section id="food-log" title="Foods logged">
              <RecentFoods logs={logs} childId={child.id} />
            </Section>
          </Stack>
        )}
      </Container>
    </>
  );
}

export function ChildPage() {
  const { id = '' } = useParams();
  const children = useChildren();
  const child = children?.find((c) => c.id === id);
  if (children === undefined) return <PageSpinner label="Loading…" />;
  if (!child) return <ChildNotFound />;
  return <ChildView key={child.id} child={child} />;
}

function ChildNotFound() {
  useDocumentTitle('Child not found');
  return (
    <MessageCard
      icon={<SearchX size={48} />}
      title="We couldn't find that child"
      actionLabel="Go to My children"
      actionTo={paths.children}
    >
      They may have been removed, or added on another device by someone signed in to a different account.
    </MessageCard>
  );
}
