/**
 * The child switcher's button: "For Maya · 8 months", the baby icon alone on a phone and where the
 * header shows its main links (from xl: the header is never wider than that, and the links fill
 * it); the name stays its label for screen readers. Shown alone until the menu's code is in, then
 * as the menu's trigger.
 */
import { Box, Button, Text, type ButtonProps } from '@chakra-ui/react';
import { Baby, ChevronDown } from 'lucide-react';

/** A child as the switcher lists them. */
export interface SwitcherChild {
  id: string;
  name: string;
  ageText: string;
}

export function ChildSwitcherTrigger({ child, ...props }: { child: SwitcherChild } & ButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      px={{ base: '2', md: '3', xl: '2' }}
      minW="9"
      aria-haspopup="menu"
      title={`For ${child.name} · ${child.ageText}`}
      data-testid="child-switcher"
      {...props}
    >
      <Baby aria-hidden="true" />
      <Text as="span" srOnly={{ base: true, md: false, xl: true }} maxW="48" truncate>
        For {child.name} · {child.ageText}
      </Text>
      <Box as="span" display={{ base: 'none', md: 'inline-flex', xl: 'none' }}>
        <ChevronDown aria-hidden="true" />
      </Box>
    </Button>
  );
}
