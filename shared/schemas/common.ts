/** Pieces several schemas share. */
import { z } from 'zod';

/** An optional picture: an address on this site (uploaded or shipped), never another origin. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(500, 'Image address is too long')
  // '//host/x' and '/\host/x' are other sites' addresses to a browser, however they start.
  .refine(
    (v) => v === '' || (v.startsWith('/') && !/^\/[/\\]/.test(v)),
    'Image must be an address on this site (upload it)',
  )
  .nullable()
  .optional()
  .transform((v) => v || null);
