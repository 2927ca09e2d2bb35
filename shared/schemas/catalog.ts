/** Collections (categories), nutrition tips and the newsletter: schemas and API shapes. */
import { z } from 'zod';
import { TIP_TYPES, type TipType } from '../enums';
import { imageUrlSchema } from './common';

export const categoryInputSchema = z.object({
  name: z
    .string({ message: 'Category name must be at least 2 characters' })
    .trim()
    .min(2, 'Category name must be at least 2 characters')
    .max(80, 'Category name must be at most 80 characters'),
  description: z
    .string()
    .trim()
    .max(500, 'Description must be at most 500 characters')
    .nullable()
    .optional()
    .transform((v) => v || null),
  imageUrl: imageUrlSchema,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export interface Category {
  id: number;
  name: string;
  description: string | null;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export const nutritionTipInputSchema = z.object({
  title: z
    .string({ message: 'Title must be at least 3 characters' })
    .trim()
    .min(3, 'Title must be at least 3 characters')
    .max(120, 'Title must be at most 120 characters'),
  content: z
    .string({ message: 'Content must be at least 20 characters' })
    .trim()
    .min(20, 'Content must be at least 20 characters')
    .max(4000, 'Content must be at most 4,000 characters'),
  tipType: z
    .enum(TIP_TYPES, { message: `Tip type must be one of: ${TIP_TYPES.join(', ')}` })
    .default('primary'),
  expertName: z
    .string({ message: 'Expert name must be at least 2 characters' })
    .trim()
    .min(2, 'Expert name must be at least 2 characters')
    .max(80, 'Expert name must be at most 80 characters'),
  expertTitle: z
    .string({ message: 'Expert title must be at least 2 characters' })
    .trim()
    .min(2, 'Expert title must be at least 2 characters')
    .max(120, 'Expert title must be at most 120 characters'),
  expertImageUrl: imageUrlSchema,
  imageUrl: imageUrlSchema,
});
export type NutritionTipInput = z.input<typeof nutritionTipInputSchema>;

export interface NutritionTip {
  id: number;
  title: string;
  content: string;
  tipType: TipType;
  expertName: string;
  expertTitle: string;
  expertImageUrl: string | null;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Newsletter: blank is caught before any call; the server checks the format too. */
export const newsletterSchema = z.object({
  email: z
    .string({ message: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((v) => v.toLowerCase()),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
