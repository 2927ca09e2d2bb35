/**
 * Choosing the food to log: a combobox over the First Foods guide, searched the way /foods searches
 * (singular or plural, UK or US names, a typo), that also keeps any name typed that is not in the
 * guide (kept as free text). It follows the WAI-ARIA combobox pattern with a listbox popup: the
 * arrow keys move through the suggestions, Enter picks one, Escape closes them. Written here rather
 * than with Chakra's Combobox, whose machine and styles would weigh on every screen's first chunk.
 */
import { Badge, Box, Field, Input } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { FOODS } from '@shared/content/foods/foods';
import { ALLERGEN_LABELS, type Food } from '@shared/content/foods/types';
import { searchFoods } from '@shared/lib/food-search';

export interface FoodChoice {
  /** The guide's food, when one was picked; null for a typed name. */
  slug: string | null;
  name: string;
}

/** How many suggestions the list shows at once. */
const SHOWN = 40;

export function FoodPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: FoodChoice;
  onChange: (value: FoodChoice) => void;
  error?: string;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  const suggestions = useMemo(() => {
    const q = value.name.trim();
    return (q && value.slug === null ? searchFoods(FOODS, { q }) : FOODS).slice(0, SHOWN);
  }, [value.name, value.slug]);
  const typed = value.name.trim() !== '' && value.slug === null;
  const shown = open && !disabled && suggestions.length > 0;

  useEffect(() => {
    if (shown && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId depends only on listId, stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, shown]);

  const pick = (food: Food) => {
    onChange({ slug: food.slug, name: food.name });
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      setActive((i) => Math.min(i + 1, suggestions.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (e.key === 'Enter' && shown && active >= 0) {
      const food = suggestions[active];
      if (food) {
        e.preventDefault();
        pick(food);
      }
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>Food</Field.Label>
      <Box position="relative" w="full">
        <Input
          role="combobox"
          name="food"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder="Search the guide or type a food"
          value={value.name}
          onChange={(e) => {
            onChange({ slug: null, name: e.target.value });
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          size="lg"
          bg="bg.panel"
        />
        <Box
          position="absolute"
          top="100%"
          left="0"
          right="0"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="lg"
          boxShadow="lg"
          maxH="72"
          overflowY="auto"
          hidden={!shown}
        >
          <Box as="ul" role="listbox" id={listId} aria-label="The guide's foods" py="1">
            {suggestions.map((food, i) => (
              <Box
                as="li"
                key={food.slug}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                gap="2"
                px="3"
                py="2"
                cursor="pointer"
                bg={i === active ? 'bg.muted' : undefined}
                _hover={{ bg: 'bg.muted' }}
                // Picked before the input loses focus (which closes the list).
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(food)}
              >
                <span>{food.name}</span>
                {food.allergens.length > 0 && (
                  <Badge size="sm" colorPalette="purple" variant="subtle">
                    {food.allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}
                  </Badge>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      {error ? (
        <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {typed && suggestions.length === 0
            ? 'Not in the guide: it will be kept as you typed it.'
            : "Pick one of the guide's foods, or type any other food: it is kept as you typed it."}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
