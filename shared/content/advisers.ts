/**
 * The medical advisers shown on /about.
 *
 * OPERATORS: these two people are fictional placeholders written for the demo.
 * Before going live, replace every entry with your real advisers (name,
 * credentials, role, bio and a photo they have approved) and put their
 * pictures in app/public/images/about/. Never publish invented credentials.
 */
export type AdviserSpecialty = 'pediatrics' | 'child-development';

export interface Adviser {
  /** Stable key, also the picture's file name. */
  id: string;
  name: string;
  /** Degrees and memberships, as printed after the name. */
  credentials: string;
  /** What they do for SproutPlate. */
  role: string;
  specialty: AdviserSpecialty;
  bio: string;
  /** A square picture on this site (400x400). */
  imageUrl: string;
}

export const ADVISERS: readonly Adviser[] = [
  {
    id: 'dr-naomi-hart',
    name: 'Dr. Naomi Hart',
    credentials: 'MD, FAAP',
    role: 'Pediatric Medical Adviser',
    specialty: 'pediatrics',
    bio:
      'Naomi is a consultant pediatrician with 18 years in general pediatrics and infant-feeding ' +
      'clinics. She reviews the age guidance, allergen advice and choking-hazard notes on every ' +
      'recipe and tip before it is published.',
    imageUrl: '/images/about/dr-naomi-hart.svg',
  },
  {
    id: 'dr-rafael-ortega',
    name: 'Dr. Rafael Ortega',
    credentials: 'PhD, Developmental Psychology',
    role: 'Child Development Adviser',
    specialty: 'child-development',
    bio:
      'Rafael is a child-development specialist who studies how toddlers learn to accept new ' +
      'foods. He shapes our advice on fussy eating, mealtime routines and responsive feeding, so ' +
      'it fits how young children actually grow.',
    imageUrl: '/images/about/dr-rafael-ortega.svg',
  },
];
