/**
 * /children: My children. Each child with their age (worked out each day), the allergen reminders
 * due, and how many foods they have tried; the form to add one. Kept on the device for everyone
 * (offline too), and on the account for someone signed in; nothing about a child is shown to
 * anyone else.
 */
import {
  Alert,
  Badge,
  Box,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Baby, ChevronRight, Lock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { describeAge, olderChildNote } from '@shared/lib/child-age';
import { allergenStates, dueAllergens, foodProgress, FOODS_GOAL } from '@shared/lib/child-foods';
import type { FoodLog } from '@shared/schemas/children';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { EmptyState } from '../../components/state-message';
import { authWithRedirect, paths } from '../../lib/paths';
import { notify } from '../../lib/toaster';
import { addChild, useChildren, useFoodLogs, type DeviceChild } from '../../offline/children';
import { useAuth } from '../auth/auth-provider';
import { ChildForm } from './child-form';
import { daysAgo, useToday } from './child-dates';

function ChildCard({ child, logs, today }: { child: DeviceChild; logs: FoodLog[]; today: string }) {
  const { due, paused, tried } = useMemo(() => {
    const states = allergenStates(child, logs, today);
    return {
      due: dueAllergens(states),
      paused: states.filter((s) => s.status === 'paused'),
      tried: foodProgress(child, logs, today).triedCount,
    };
  }, [child, logs, today]);
  const older = olderChildNote(child.birthDate, today);
  return (
    <Box
      as="li"
      listStyleType="none"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      data-testid="child-card"
    >
      <Flex gap="3" align="flex-start" justify="space-between">
        <Box minW="0">
          <Heading as="h3" size="lg">
            <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
              <RouterLink to={paths.child(child.id)}>{child.name}</RouterLink>
            </Link>
          </Heading>
          <Text color="fg.muted" data-testid="child-age">
            {describeAge(child.birthDate, today)}
          </Text>
        </Box>
        <Box color="fg.muted" aria-hidden="true" flexShrink="0" pt="1">
          <ChevronRight />
        </Box>
      </Flex>
      <HStack gap="2" mt="3" wrap="wrap">
        <Badge colorPalette="brand" variant="subtle" size="lg" data-testid="child-tried">
          {tried} of {FOODS_GOAL} foods tried
        </Badge>
        {child.allergyRisk && (
          <Badge colorPalette="orange" variant="subtle" size="lg">
            Doctor first for new allergens
          </Badge>
        )}
        {paused.map((s) => (
          <Badge key={s.allergen} colorPalette="red" variant="subtle" size="lg">
            {s.label} paused after a reaction
          </Badge>
        ))}
      </HStack>
      {due.length > 0 && (
        <Stack as="ul" gap="1" mt="3" data-testid="child-reminders">
          {due.map((s) => (
            <Text as="li" key={s.allergen} listStyleType="none" fontSize="sm" color="orange.fg">
              {s.label}: last offered {daysAgo(s.lastDate ?? today, today)}. Offer it again this week to keep
              it in the diet.
            </Text>
          ))}
        </Stack>
      )}
      {older && (
        <Text fontSize="sm" color="fg.muted" mt="3">
          {older}
        </Text>
      )}
    </Box>
  );
}

export function ChildrenPage() {
  const children = useChildren();
  const logs = useFoodLogs();
  const { user, isLoading } = useAuth();
  const today = useToday();
  const [formKey, setFormKey] = useState(0);

  const logsByChild = useMemo(() => {
    const map = new Map<string, FoodLog[]>();
    for (const log of logs ?? []) {
      const list = map.get(log.childId);
      if (list) list.push(log);
      else map.set(log.childId, [log]);
    }
    return map;
  }, [logs]);

  return (
    <>
      <PageHeader
        title="My children"
        subtitle="Follow the foods each child has tried, and where each allergen stands, at the age they are today."
      />
      <Container maxW="4xl" px={{ base: '4', md: '6' }} py="6">
        <Stack gap="8">
          {!isLoading && !user && (
            <Alert.Root status="info" borderRadius="lg" data-testid="device-only-note">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Kept on this device only</Alert.Title>
                <Alert.Description>
                  Children you add while signed out stay in this browser.{' '}
                  <Link asChild color="brand.fg" fontWeight="600">
                    <RouterLink to={authWithRedirect(paths.children)}>Sign in</RouterLink>
                  </Link>{' '}
                  to have them on every device: they join your account when you do.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}

          <Box as="section" aria-labelledby="children-heading">
            <Heading as="h2" id="children-heading" size="xl" mb="3">
              Your children
            </Heading>
            {children === undefined || logs === undefined ? (
              <PageSpinner label="Loading your children…" />
            ) : children.length === 0 ? (
              <EmptyState icon={<Baby size={32} />}>
                <Text as="span" fontWeight="700" display="block" color="fg">
                  No children added yet
                </Text>
                Add your child below to keep a list of the foods they have tried, count towards 100 foods, and
                follow each allergen: when it was introduced, when to offer it again, and what to do after a
                reaction.
              </EmptyState>
            ) : (
              <Grid as="ul" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
                {children.map((child) => (
                  <ChildCard
                    key={child.id}
                    child={child}
                    logs={logsByChild.get(child.id) ?? []}
                    today={today}
                  />
                ))}
              </Grid>
            )}
            <HStack gap="2" mt="4" color="fg.muted" fontSize="sm" align="flex-start">
              <Box flexShrink="0" pt="0.5" aria-hidden="true">
                <Lock size={16} />
              </Box>
              <Text>
                Private to you: nothing about your children is ever shown to anyone else. SproutPlate keeps
                only a first name or nickname, the birth date and the foods you log.
              </Text>
            </HStack>
          </Box>

          <Box
            as="section"
            aria-labelledby="add-child-heading"
            bg="bg.subtle"
            borderWidth="1px"
            borderRadius="xl"
            p={{ base: '4', md: '6' }}
          >
            <Heading as="h2" id="add-child-heading" size="xl" mb="1">
              Add a child
            </Heading>
            <Text color="fg.muted" mb="4">
              A first name or nickname and a birth date are all we need.
            </Text>
            <ChildForm
              key={formKey}
              label="Add a child"
              submitLabel="Add child"
              today={today}
              onSubmit={async (values) => {
                const child = await addChild(values);
                setFormKey((k) => k + 1);
                notify(`${child.name} added`, 'Open their page to log foods and follow allergens.');
              }}
            />
          </Box>
        </Stack>
      </Container>
    </>
  );
}
