// The notes app's sample notes (the first open's list) and what a note is.

/** A note's colour tag: the kit's status colours, so every theme and dark mode draw it. */
export type Colour = 'primary' | 'success' | 'warning' | 'error' | 'info';
export const COLOURS: readonly Colour[] = ['primary', 'success', 'warning', 'error', 'info'];

export interface Note {
  id: string;
  title: string;
  body: string;
  colour: Colour;
  /** When it last changed, epoch milliseconds. */
  updated: number;
}

export const SAMPLE_NOTES: readonly Note[] = [
  {
    id: 'n1',
    title: 'Monsoon issue',
    body: 'Ask Ananya for three rain poems in Kannada and one travel piece from Kochi.',
    colour: 'info',
    updated: Date.UTC(2026, 5, 12, 9, 30),
  },
  {
    id: 'n2',
    title: 'Cover ideas',
    body: 'Hand-drawn rangoli border; try the dark theme too.',
    colour: 'warning',
    updated: Date.UTC(2026, 5, 10, 14, 0),
  },
  {
    id: 'n3',
    title: 'Payouts',
    body: 'Writers paid on the 5th: check the rupee totals before sending.',
    colour: 'success',
    updated: Date.UTC(2026, 5, 8, 11, 15),
  },
  {
    id: 'n4',
    title: 'Translation queue',
    body: 'Hindi: 4 stories waiting. Kannada: 2 stories waiting.',
    colour: 'primary',
    updated: Date.UTC(2026, 5, 6, 16, 45),
  },
  {
    id: 'n5',
    title: 'Fix before Friday',
    body: 'The newsletter link in the footer points to last month.',
    colour: 'error',
    updated: Date.UTC(2026, 5, 4, 8, 0),
  },
];
