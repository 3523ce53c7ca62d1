// The tickets app's sample tickets in English (the first open's list; ./ticket-text.ts has their
// Hindi and Kannada) and what a ticket is.

export type Status = 'open' | 'pending' | 'closed';
export const STATUSES: readonly Status[] = ['open', 'pending', 'closed'];
export type Priority = 'low' | 'medium' | 'high';
export const PRIORITIES: readonly Priority[] = ['low', 'medium', 'high'];

export interface Ticket {
  id: string;
  title: string;
  requester: string;
  status: Status;
  priority: Priority;
  /** The day it was opened, YYYY-MM-DD. */
  created: string;
}

export const SAMPLE_TICKETS: readonly Ticket[] = [
  {
    id: 't1',
    title: 'Payout missing for May',
    requester: 'Kavya Hegde',
    status: 'open',
    priority: 'high',
    created: '2026-06-02',
  },
  {
    id: 't2',
    title: 'Cannot upload a cover image',
    requester: 'Arjun Nair',
    status: 'pending',
    priority: 'medium',
    created: '2026-05-28',
  },
  {
    id: 't3',
    title: 'Kannada font looks blurry',
    requester: 'Priya Iyer',
    status: 'open',
    priority: 'low',
    created: '2026-05-25',
  },
  {
    id: 't4',
    title: 'Change my pen name',
    requester: 'Rahul Verma',
    status: 'closed',
    priority: 'low',
    created: '2026-05-20',
  },
  {
    id: 't5',
    title: 'Comment removed by mistake',
    requester: 'Meera Joshi',
    status: 'pending',
    priority: 'medium',
    created: '2026-05-18',
  },
  {
    id: 't6',
    title: 'Invoice in rupees, not dollars',
    requester: 'Vikram Mehta',
    status: 'closed',
    priority: 'high',
    created: '2026-05-11',
  },
  {
    id: 't7',
    title: 'Story stuck in review',
    requester: 'Ananya Rao',
    status: 'open',
    priority: 'medium',
    created: '2026-05-09',
  },
];
