/**
 * One legal document as a page: title and the real revision date, the summary, a table of
 * contents linking to each section, the sections at a readable line length, and a link to the
 * other document. The texts are plain strings; only email addresses become links.
 */
import { Box, chakra, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowUp, FileText } from 'lucide-react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { LegalDocument } from '@shared/content/legal';
import { PageHeader } from '../../components/page-header';
import { formatRevisionDate, sectionId, splitEmails } from './legal-format';

/** Comfortable reading: about 70 characters a line. */
const MEASURE = '70ch';

function Paragraph({ text }: { text: string }) {
  return (
    <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.8" maxW={MEASURE}>
      {splitEmails(text).map((part, i) =>
        part.kind === 'email' ? (
          <Link key={i} href={`mailto:${part.text}`} color="brand.fg" textDecoration="underline">
            {part.text}
          </Link>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </Text>
  );
}

export function LegalDocumentPage({
  doc,
  other,
}: {
  doc: LegalDocument;
  /** The companion document, linked at the top and the bottom. */
  other: { title: string; to: string };
}) {
  const sections = doc.sections.map((s) => ({ ...s, id: sectionId(s.heading) }));
  return (
    <>
      <PageHeader
        title={doc.title}
        subtitle={
          <>
            Last updated{' '}
            <chakra.time fontWeight="600" color="fg" dateTime={doc.revisionDate}>
              {formatRevisionDate(doc.revisionDate)}
            </chakra.time>
          </>
        }
      >
        <Text mt="2" color="fg.muted">
          See also our{' '}
          <Link asChild color="brand.fg" fontWeight="600" textDecoration="underline">
            <RouterLink to={other.to}>{other.title}</RouterLink>
          </Link>
          .
        </Text>
      </PageHeader>

      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: '17rem minmax(0, 1fr)' }}
          templateAreas={{ base: `"summary" "toc" "body"`, lg: `"toc summary" "toc body"` }}
          columnGap={{ lg: '14' }}
          rowGap={{ base: '8', md: '10' }}
        >
          <Box
            gridArea="summary"
            // The same font size as the paragraphs, so its 70ch is the same width as theirs.
            fontSize={{ base: 'md', md: 'lg' }}
            maxW={MEASURE}
            bg="brand.subtle"
            borderWidth="1px"
            borderColor="brand.emphasized"
            borderRadius="xl"
            p={{ base: '5', md: '6' }}
          >
            <Text fontWeight="700" color="brand.fg" mb="2">
              In short
            </Text>
            <Text lineHeight="1.7">{doc.summary}</Text>
          </Box>

          <Box
            as="nav"
            aria-labelledby="legal-contents"
            gridArea="toc"
            alignSelf="start"
            position={{ lg: 'sticky' }}
            // Below the sticky app header (4rem) with some air.
            top={{ lg: '24' }}
            maxH={{ lg: 'calc(100dvh - 7rem)' }}
            overflowY={{ lg: 'auto' }}
            borderWidth={{ base: '1px', lg: '0' }}
            borderRadius="xl"
            p={{ base: '5', lg: '0' }}
            bg={{ base: 'bg.panel', lg: 'transparent' }}
          >
            <Heading as="h2" id="legal-contents" size="md" mb="3">
              Contents
            </Heading>
            <Box as="ol" ps="7" listStyleType="decimal" color="fg.muted" fontSize="sm">
              {sections.map((s) => (
                <Box as="li" key={s.id} ps="1">
                  <Link
                    href={`#${s.id}`}
                    display="block"
                    py="1.5"
                    color="fg"
                    lineHeight="1.5"
                    _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
                  >
                    {s.heading}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>

          <Stack gridArea="body" gap={{ base: '10', md: '12' }} minW="0">
            {sections.map((s, i) => (
              <Box as="section" key={s.id} aria-labelledby={s.id}>
                <Heading
                  as="h2"
                  id={s.id}
                  size={{ base: 'xl', md: '2xl' }}
                  letterSpacing="-0.01em"
                  mb="4"
                  maxW={MEASURE}
                  // The sticky app header is 4rem high; the anchor lands just below it.
                  scrollMarginTop="24"
                >
                  <Box as="span" color="fg.muted" fontWeight="500" me="2">
                    {i + 1}.
                  </Box>
                  {s.heading}
                </Heading>
                <Stack gap="4">
                  {s.paragraphs.map((p) => (
                    <Paragraph key={p} text={p} />
                  ))}
                </Stack>
              </Box>
            ))}

            <Stack
              direction={{ base: 'column', sm: 'row' }}
              gap={{ base: '3', sm: '6' }}
              pt="6"
              borderTopWidth="1px"
              maxW={MEASURE}
              fontWeight="600"
            >
              <Link asChild color="brand.fg">
                <RouterLink to={other.to}>
                  <FileText size={16} aria-hidden="true" /> Read our {other.title}
                </RouterLink>
              </Link>
              <Link href="#main" color="brand.fg">
                <ArrowUp size={16} aria-hidden="true" /> Back to top
              </Link>
            </Stack>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
