/**
 * Chakra's Input, rendered on a plain <input>. Chakra's own renders Ark's
 * Field.Input, which only matters inside a Field.Root (it reads the field's
 * label, error and state), and brings five small files of Ark's field code to
 * the start of any screen that has one. A search box outside a field needs
 * none of it: same recipe, same look, same props.
 */
import { createRecipeContext, type InputProps } from '@chakra-ui/react';

const { withContext } = createRecipeContext({ key: 'input' });

export const PlainInput = withContext<HTMLInputElement, InputProps>('input');
